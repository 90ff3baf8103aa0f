"use client";
import { Form, type FormInstance } from "antd";
import { Titulo } from "@/components/ui/texto";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { formatBRL } from "@/lib/format";
import { calcularValores } from "@/lib/regras/valores-proposta";
import type { Cotacao, usePrecificacao } from "@/services/proposta";

export type Listas = NonNullable<ReturnType<typeof usePrecificacao>["data"]>;

/** What the form holds that prices a proposal (its other fields do not move the values). */
export type Precificaveis = {
  modelo_hora?: number;
  faixa_quilometragem?: number | null;
  etapas?: ({ horas?: number | null; visita?: boolean } | undefined)[];
  parcelas?: (number | undefined)[];
};

const emReais = (centavos: number) => formatBRL(centavos / 100);

/**
 * The proposal's values from what the form holds, by the rule the server stores them with (calcularValores);
 * null until an hour model and every stage's hours are given. The instalments count once each has its stage.
 */
export function valoresDoFormulario(
  campos: Precificaveis,
  cotacao: Cotacao,
  listas: Listas,
  quantas: number,
) {
  const hora = listas.horas.find((h) => h.id === campos.modelo_hora);
  const linhas = campos.etapas ?? [];
  const horas = cotacao.etapas.map((_, i) => linhas[i]?.horas);
  if (!hora || horas.some((h) => !h || h < 1)) return null;
  const ordemDe = new Map(cotacao.etapas.map((e) => [e.id, e.ordem]));
  const escolhidas = (campos.parcelas ?? []).slice(0, quantas);
  const parcelasProntas = quantas > 0 && escolhidas.length === quantas && escolhidas.every((e) => e);
  const faixa = listas.faixas.find((f) => f.id === campos.faixa_quilometragem);
  const valores = calcularValores({
    etapas: cotacao.etapas.map((e, i) => ({ ordem: e.ordem, horas: horas[i]!, visita: !!linhas[i]?.visita })),
    hora: {
      valorHora: Number(hora.valor_hora),
      valorHoraAdicional: Number(hora.valor_hora_adicional),
      horaLimite: hora.hora_limite,
    },
    deslocamento: faixa ? Number(faixa.valor) : null,
    parcelas: parcelasProntas ? escolhidas.map((e) => ordemDe.get(e!)!) : [],
    porcentagemSubsidio: cotacao.subsidio.porcentagem,
    porcentagemParceiros: cotacao.subsidio.parceiros,
  });
  return { ...valores, visitaSemFaixa: linhas.some((l) => l?.visita) && !faixa };
}

/**
 * The proposal's values as the form is filled (valoresDoFormulario): gross, subsidy and the client's share,
 * each stage's value and each instalment's.
 */
export function ValoresDoFormulario({
  form,
  cotacao,
  listas,
  parcelas: quantas,
}: {
  form: FormInstance;
  cotacao: Cotacao;
  listas: Listas;
  /** How many instalments the chosen payment plan has. */
  parcelas: number;
}) {
  const campos = (Form.useWatch([], { form, preserve: true }) ?? {}) as Precificaveis;
  const v = valoresDoFormulario(campos, cotacao, listas, quantas);
  if (!v)
    return (
      <p aria-live="polite">Escolha o modelo de hora e informe as horas de cada etapa para ver os valores.</p>
    );
  return (
    <section aria-labelledby="valores-proposta" className="valores-proposta" aria-live="polite">
      <Titulo level={5} id="valores-proposta">
        Valores da proposta
      </Titulo>
      <dl className="valores-proposta-total">
        <div>
          <dt>Valor bruto</dt>
          <dd>
            <SemQuebra>{emReais(v.bruto)}</SemQuebra>
          </dd>
        </div>
        <div>
          <dt>Subsídio</dt>
          <dd>
            <SemQuebra>{emReais(v.subsidio)}</SemQuebra>
          </dd>
        </div>
        <div>
          <dt>Parte do cliente</dt>
          <dd>
            <SemQuebra>{emReais(v.cliente)}</SemQuebra>
          </dd>
        </div>
      </dl>
      <ul className="valores-proposta-itens" aria-label="Valor de cada etapa">
        {v.etapas.map((e) => (
          <li key={e.ordem}>
            Etapa {e.ordem}: <SemQuebra>{emReais(e.valor)}</SemQuebra>
          </li>
        ))}
      </ul>
      {v.parcelas.length > 0 && (
        <ul className="valores-proposta-itens" aria-label="Valor de cada parcela">
          {v.parcelas.map((p) => (
            <li key={p.numero}>
              Parcela {p.numero} (etapa {p.etapaOrdem}): <SemQuebra>{emReais(p.valor)}</SemQuebra>
            </li>
          ))}
        </ul>
      )}
      {v.visitaSemFaixa && <p>O valor da visita entra quando a faixa de quilometragem for escolhida.</p>}
    </section>
  );
}
