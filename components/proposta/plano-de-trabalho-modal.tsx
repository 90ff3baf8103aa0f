"use client";
import { Modal } from "antd";
import { Fatos } from "@/components/ui/fatos";
import { LinhaDoTempo } from "@/components/ui/linha-do-tempo";
import { Paragrafo, Texto, Titulo } from "@/components/ui/texto";
import { capitalizeWords, formatBRL, formatDate, sentenceCase } from "@/lib/format";
import { useModal } from "@/stores/modals";
import { usePropostaDetalhe, type PropostaDetalhe } from "@/services/proposta";
import { QueryBlock } from "@/components/ui/query-block";

const lista = new Intl.ListFormat("pt-BR", { type: "conjunction" });

/** The whole of the plan: who, when, how many hours, the visits and their travel band, and the payment plan. */
function Resumo({ p }: { p: PropostaDetalhe }) {
  const horas = p.etapas.reduce((soma, e) => soma + e.horas, 0);
  const visitas = p.etapas.filter((e) => e.visita).map((e) => String(e.ordem));
  return (
    <Fatos
      duasColunas
      fatos={[
        ["Prestador", capitalizeWords(p.prestador.nomefantasia)],
        ["Solicitação", p.solicitacao.nrosolicitacao],
        ["Execução", `${formatDate(p.dta_inicio)} a ${formatDate(p.dta_fim)}`],
        ["Validade da proposta", formatDate(p.dtaprazo)],
        ["Carga horária", `${horas} h`],
        ["Modelo de hora", p.modelo_hora.descricao],
        ["Visitas", visitas.length ? `Na(s) etapa(s) ${lista.format(visitas)}` : "Sem visita"],
        !!p.faixa_quilometragem && [
          "Faixa de quilometragem",
          `${p.faixa_quilometragem.km_minimo} a ${p.faixa_quilometragem.km_maximo} km`,
        ],
        ["Valor total", formatBRL(p.valor_bruto)],
        ["Plano de pagamento", p.plano_pagamento.descricao],
      ]}
    />
  );
}

/** Each stage in order: what is done and delivered, its hours, visit and value, and the instalments due on it. */
function Etapas({ p }: { p: PropostaDetalhe }) {
  return (
    <LinhaDoTempo
      items={p.etapas.map((e) => ({
        key: e.id,
        content: (
          <>
            <Texto strong>
              Etapa {e.ordem}: {capitalizeWords(e.etapa.titulo)}
            </Texto>
            <Paragrafo type="secondary" style={{ margin: 0 }}>
              {sentenceCase(e.etapa.descricao)}
            </Paragrafo>
            <div>Entregável: {e.etapa.entregavel}</div>
            <div>
              {e.horas} h · {e.visita ? "com visita" : "sem visita"} · {formatBRL(e.valor)}
            </div>
            {p.parcelas
              .filter((x) => x.etapa_ordem === e.ordem)
              .map((x) => (
                <Texto key={x.numero} type="success" style={{ display: "block" }}>
                  Parcela {x.numero} de {p.parcelas.length}: {formatBRL(x.valor)}, paga após esta etapa
                </Texto>
              ))}
          </>
        ),
      }))}
    />
  );
}

/**
 * "Plano de trabalho" (SPEC §2): a proposal read as the plan of the work, for the provider, the client once
 * the proposals are open to them, and staff: the execution period, the stages in order with their
 * deliverables, hours, visits and values, and the instalments of the payment plan on the stage each is
 * paid after. Read-only; the proposal's detail (already fetched where it opens) is all it reads.
 */
export function PlanoDeTrabalho({ id }: { id: number | null }) {
  const [open, , close] = useModal("workPlan");
  const query = usePropostaDetalhe(id ?? 0, { enabled: open && id !== null });
  return (
    <Modal
      open={open && id !== null}
      onCancel={close}
      footer={null}
      width={760}
      title={
        query.data
          ? `Plano de trabalho de ${capitalizeWords(query.data.prestador.nomefantasia)}`
          : "Plano de trabalho"
      }
      destroyOnHidden
    >
      <QueryBlock query={query} empty="" erro="Não foi possível carregar o plano de trabalho.">
        {(p) => (
          <>
            <Resumo p={p} />
            <Titulo level={5}>Etapas</Titulo>
            <Etapas p={p} />
          </>
        )}
      </QueryBlock>
    </Modal>
  );
}
