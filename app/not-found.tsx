import { LojaShell } from "@/components/layout/loja-shell";
import { NotFoundResult } from "@/components/layout/not-found-result";

/** An address that matches no page: the 404 inside the usual shell, so the header and menu stay. */
export default function NotFound() {
  return (
    <LojaShell>
      <NotFoundResult />
    </LojaShell>
  );
}
