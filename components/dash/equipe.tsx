"use client";
import { Link } from "@/components/ui/link";
import { capitalizeWords, formatBRL, formatNumero } from "@/lib/format";
import type { CentroDoPainel, PendenciasDaEquipe, PrazosDoPainel, SituacaoContagem } from "@/services/dash";
import { A_CARGO_DA_GESTAO, SOLICITACAO } from "@/lib/regras/solicitacao";
import type { FilaParams } from "@/services/solicitacao-interno";
import { PARTES_DO_ORCAMENTO } from "@/components/centrocusto";
import { Cartoes } from "./cartao";
import { Grafico } from "./grafico";
import { linkAssinaturas, linkCentro, linkCentros, linkFila, linkProjetosDaEquipe } from "./links";
import { PorSituacao } from "./por-situacao";
import { Secao } from "./secao";

/** The part of the staff queue a dashboard counts: a manager's own requests, or every one. */
export type Recorte = Omit<FilaParams, "page" | "page_size">;

const partes = (itens: [number, string][]) =>
  itens
    .filter(([n]) => n > 0)
    .map(([n, texto]) => `${formatNumero(n)} ${texto}`)
    .join(" · ");

/**
 * What waits for staff, each count opening the list it counts: the queue (cut by `recorte`) at the steps that
 * ask them to act and with deadlines missed, the programme's signatures, the invoices to authorise.
 */
export function ACargoDaEquipe({
  p,
  atrasados,
  recorte,
}: {
  p: PendenciasDaEquipe;
  atrasados: number;
  recorte: Recorte;
}) {
  // A step of the queue: its count, opening the queue at that step.
  const naEtapa = (titulo: string, etapa: keyof typeof A_CARGO_DA_GESTAO) => ({
    titulo,
    valor: p[etapa],
    href: linkFila({ ...recorte, substatus: A_CARGO_DA_GESTAO[etapa] }),
  });
  return (
    <Secao titulo="O que espera por você">
      <Cartoes
        itens={[
          naEtapa("Solicitações novas", "novas"),
          naEtapa("Análises finais", "analise_final"),
          { titulo: "Assinaturas do programa", valor: p.assinaturas, href: linkAssinaturas() },
          {
            titulo: "Notas a autorizar",
            valor: p.notas,
            href: linkProjetosDaEquipe({ a_autorizar: "true" }),
          },
          naEtapa("Execuções a autorizar", "autorizacao"),
          {
            titulo: "Avaliadas, a finalizar",
            valor: p.finalizar,
            href: linkFila({ ...recorte, substatus: SOLICITACAO.AGUARDANDO_AVALIACAO, avaliada: "true" }),
          },
          { titulo: "Prazos atrasados", valor: atrasados, href: linkFila({ ...recorte, prazo: "atrasado" }) },
        ]}
      />
    </Secao>
  );
}

/** Requests with a deadline by Sunday, and missed: each opens the queue with that deadline filter. */
export function PrazosDaEquipe({ prazos, recorte }: { prazos: PrazosDoPainel; recorte: Recorte }) {
  const { semana, atrasado } = prazos;
  return (
    <Secao titulo="Prazos">
      <Cartoes
        itens={[
          {
            titulo: "Vencem até domingo",
            valor: semana.total,
            href: linkFila({ ...recorte, prazo: "semana" }),
            detalhe: partes([
              [semana.rodada, "de propostas"],
              [semana.diagnostico, "de diagnóstico"],
              [semana.etapa, "de etapa"],
            ]),
          },
          {
            titulo: "Atrasados",
            valor: atrasado.total,
            href: linkFila({ ...recorte, prazo: "atrasado" }),
            detalhe: partes([
              [atrasado.diagnostico, "de diagnóstico"],
              [atrasado.etapa, "de etapa"],
            ]),
          },
        ]}
      />
    </Secao>
  );
}

/** The queue's requests per status, each bar opening the queue filtered by it. */
export function FilaPorSituacao({
  titulo,
  fila,
  recorte,
}: {
  titulo: string;
  fila: SituacaoContagem;
  recorte: Recorte;
}) {
  return (
    <Secao
      titulo={titulo}
      extra={<Link href={linkFila(recorte)}>Abrir a fila ({formatNumero(fila.total)})</Link>}
    >
      <PorSituacao
        titulo={`${titulo}: solicitações por situação`}
        vazio="Nenhuma solicitação na fila."
        itens={fila.status.map((st) => ({ ...st, valor: st.total }))}
        link={(status) => linkFila({ ...recorte, status })}
      />
    </Secao>
  );
}

/** Cost centres with their budget split into its balances; each bar opens the centre's movements. */
export function CentrosDoPainel({
  titulo,
  centros,
  envolvido,
}: {
  titulo: string;
  centros: CentroDoPainel[];
  /** The person whose centres these are: the link opens the list of the centres they follow. */
  envolvido?: number;
}) {
  return (
    <Secao titulo={titulo} extra={<Link href={linkCentros({ envolvido })}>Ver centros de custo</Link>}>
      <Grafico
        titulo={`${titulo}: uso do orçamento`}
        eixo="Centro de custo"
        vazio="Nenhum centro de custo deste ano."
        formatar={formatBRL}
        series={PARTES_DO_ORCAMENTO.map((p) => ({ chave: p.chave, rotulo: p.titulo, cor: p.cor }))}
        linhas={centros.map((c) => ({
          chave: c.id,
          rotulo: `${c.codigo} ${capitalizeWords(c.descricao)}`,
          valores: { gasto: c.gasto, comprometido: c.comprometido, reservado: c.reservado, saldo: c.saldo },
          links: Object.fromEntries(PARTES_DO_ORCAMENTO.map((p) => [p.chave, linkCentro(c.id)])),
        }))}
      />
    </Secao>
  );
}
