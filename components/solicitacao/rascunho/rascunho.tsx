"use client";
import { useEffect, type ComponentType, type ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { useRascunho, type Rascunho, type TipoRascunho } from "@/services/solicitacao-criacao";
import { QueryBlock } from "@/components/ui/query-block";

/** The form each kind of draft is edited and sent from. */
export const PAGINA_RASCUNHO: Record<TipoRascunho, string> = {
  INTERNA: "/interno/solicitacoes/nova",
  CONTRATACAO_INTERNA: "/interno/contratacao-interna",
};

export const TIPO_RASCUNHO_LABEL: Record<TipoRascunho, string> = {
  INTERNA: "Solicitação interna",
  CONTRATACAO_INTERNA: "Contratação interna",
};

export const editarRascunhoHref = (r: Pick<Rascunho, "id" | "tipo">) =>
  `${PAGINA_RASCUNHO[r.tipo]}?rascunho=${r.id}`;

/**
 * Puts the draft saved for the first time in the address, so a reload reopens it; history.replaceState
 * keeps the page (and the files picked, which drafts do not keep) as it is.
 */
export function marcarRascunho(rascunho: Pick<Rascunho, "id" | "tipo">) {
  window.history.replaceState(null, "", editarRascunhoHref(rascunho));
}

function RascunhoCarregado({
  id,
  tipo,
  children,
}: {
  id: number;
  tipo: TipoRascunho;
  children: (rascunho: Rascunho) => ReactNode;
}) {
  const query = useRascunho(id);
  return (
    <QueryBlock query={query} empty="">
      {(rascunho) =>
        rascunho.tipo === tipo ? (
          children(rascunho)
        ) : (
          <Aviso
            type="warning"
            title={`Este rascunho é de uma ${TIPO_RASCUNHO_LABEL[rascunho.tipo].toLowerCase()}.`}
            action={<Link href={editarRascunhoHref(rascunho)}>Abrir no formulário certo</Link>}
          />
        )
      }
    </QueryBlock>
  );
}

/**
 * The form's card, titled by its kind: the form empty, or filled from the draft `id` once it has loaded. The form
 * is a next/dynamic part whose code `carregar` loads: antd's Form, its searchable selects and buttons stay out of
 * the page's first load, and come from the first render, beside the draft's read rather than after it.
 */
export function ComRascunho({
  id,
  tipo,
  carregar,
  Formulario,
}: {
  id: number | null;
  tipo: TipoRascunho;
  carregar: () => Promise<unknown>;
  Formulario: ComponentType<{ rascunho: Rascunho | null }>;
}) {
  useEffect(() => void carregar(), [carregar]);
  const rotulo = TIPO_RASCUNHO_LABEL[tipo];
  return (
    <Cartao
      title={
        <TituloPagina>{id === null ? `Nova ${rotulo.toLowerCase()}` : `${rotulo} (rascunho)`}</TituloPagina>
      }
    >
      {id === null ? (
        <Formulario rascunho={null} />
      ) : (
        <RascunhoCarregado id={id} tipo={tipo}>
          {(rascunho) => <Formulario rascunho={rascunho} />}
        </RascunhoCarregado>
      )}
    </Cartao>
  );
}
