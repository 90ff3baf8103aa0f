import { RoleGate } from "@/components/layout/role-gate";
import { parseId } from "@/lib/paths";
import { GESTAO } from "@/lib/roles";
import type { TipoRascunho } from "@/services/solicitacao-criacao";
import { ContratacaoInterna } from "./contratacao-interna";
import { NovaSolicitacao } from "./nova-solicitacao";

const FORMULARIOS = { INTERNA: NovaSolicitacao, CONTRATACAO_INTERNA: ContratacaoInterna };

export type BuscaRascunho = Promise<{ rascunho?: string | string[] }>;

/** The page of a creation form (server component): managers only, empty or on the draft `?rascunho=` names. */
export async function PaginaCriacao({
  tipo,
  searchParams,
}: {
  tipo: TipoRascunho;
  searchParams: BuscaRascunho;
}) {
  const rascunho = parseId((await searchParams).rascunho);
  const Formulario = FORMULARIOS[tipo];
  return (
    <RoleGate groups={GESTAO}>
      {/* Another draft (or none) is another form: remounted, so nothing typed carries over. */}
      <Formulario key={rascunho ?? "nova"} rascunho={rascunho} />
    </RoleGate>
  );
}
