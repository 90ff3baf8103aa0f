import { AppShell } from "@/components/layout/app-shell";
import { NotFoundResult } from "@/components/layout/not-found-result";

/** An address that matches no page: the 404 inside the usual shell, so the header and menu stay. */
export default function NotFound() {
  return (
    <AppShell>
      <NotFoundResult />
    </AppShell>
  );
}
