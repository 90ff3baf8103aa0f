import type { ComponentType } from "react";
import { RoleGate } from "@/components/layout/role-gate";
import { parseId } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";

export type BuscaRascunho = Promise<{ rascunho?: string | string[] }>;

/**
 * The page of a creation form (server component): managers only, empty or on the draft `?rascunho=` names. Each
 * page passes its own form, so a page carries only its form's code.
 */
export async function PaginaCriacao({
  Formulario,
  searchParams,
}: {
  Formulario: ComponentType<{ rascunho: number | null }>;
  searchParams: BuscaRascunho;
}) {
  const rascunho = parseId((await searchParams).rascunho);
  return (
    <RoleGate groups={GESTAO}>
      {/* Another draft (or none) is another form: remounted, so nothing typed carries over. */}
      <Formulario key={rascunho ?? "nova"} rascunho={rascunho} />
    </RoleGate>
  );
}
