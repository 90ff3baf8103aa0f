"use client";
import type { Lida } from "@/services/api";
import { Link } from "@/components/ui/link";
import { formatBRL, formatNumero } from "@/lib/format";
import { PROPOSTAS_PATH } from "@/lib/paths";
import { FILTRO_OPORTUNIDADE, PROPOSTA } from "@/lib/regras/proposta";
import { useDashPrestador, type DashPrestador } from "@/services/dash";
import type { MinhasParams } from "@/services/proposta";
import type { ProjetosExternosParams } from "@/services/projeto";
import { Cartoes } from "./cartao";
import { PorSituacao } from "./por-situacao";
import { linkProjetos, linkPropostas } from "./links";
import { Grade, Painel, Secao } from "./secao";

type StatusProposta = NonNullable<MinhasParams["status"]>;
type StatusNota = NonNullable<ProjetosExternosParams["nota"]>;

/** The proposals sent per state; the won and the lost ones as figures too. */
function Propostas({ propostas }: { propostas: DashPrestador["propostas"] }) {
  const de = (codigo: StatusProposta) => propostas.find((p) => p.codigo === codigo)?.total ?? 0;
  const enviadas = propostas.reduce((s, p) => s + p.total, 0);
  return (
    <Secao
      titulo="Propostas enviadas"
      extra={<Link href={linkPropostas({ aba: "enviadas" })}>Ver as {formatNumero(enviadas)}</Link>}
    >
      <Cartoes
        itens={[
          {
            titulo: "Ganhas",
            valor: de(PROPOSTA.CONTRATADA),
            href: linkPropostas({ aba: "enviadas", status: PROPOSTA.CONTRATADA }),
          },
          {
            titulo: "Não selecionadas",
            valor: de(PROPOSTA.NAO_SELECIONADA),
            href: linkPropostas({ aba: "enviadas", status: PROPOSTA.NAO_SELECIONADA }),
          },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <PorSituacao
          titulo="Propostas enviadas por situação"
          vazio="Sua empresa ainda não enviou propostas."
          rotulo="Propostas"
          itens={propostas.map((p) => ({ ...p, valor: p.total }))}
          link={(status) => linkPropostas({ aba: "enviadas", status: status as StatusProposta })}
        />
      </div>
    </Secao>
  );
}

/** The provider's invoices per state, by value; each opens the projects with such an invoice. */
function Notas({ notas }: { notas: DashPrestador["notas"] }) {
  return (
    <Secao titulo="Notas fiscais">
      <PorSituacao
        titulo="Notas fiscais por situação, em valor"
        vazio="Nenhuma nota fiscal autorizada ainda."
        rotulo="Valor"
        formatar={formatBRL}
        itens={notas.map((n) => ({ ...n, descricao: `${n.descricao} (${formatNumero(n.total)})` }))}
        link={(nota) => linkProjetos("prestador", { aba: "todos", nota: nota as StatusNota })}
      />
    </Secao>
  );
}

/** The provider's dashboard: opportunities to quote, proposals won and lost, deliveries due, invoices. */
export function PainelPrestador({ servidor }: { servidor?: Lida<"/dash/externo/prestador/"> }) {
  const query = useDashPrestador(servidor);
  return (
    <Painel query={query}>
      {({ oportunidades: o, entregas: e, propostas, notas }) => (
        <Grade largas={[0, 1]}>
          <Secao titulo="Oportunidades" extra={<Link href={PROPOSTAS_PATH}>Ver as oportunidades</Link>}>
            <Cartoes
              itens={[
                { titulo: "Abertas à sua empresa", valor: o.total, href: linkPropostas({}) },
                {
                  titulo: "Sem proposta",
                  valor: o.sem_proposta,
                  href: linkPropostas({ dash_filter: "SEM_PROPOSTA" }),
                },
                {
                  titulo: "Com rascunho",
                  valor: o.rascunho,
                  href: linkPropostas({ dash_filter: FILTRO_OPORTUNIDADE.RASCUNHO }),
                },
              ]}
            />
          </Secao>
          <Secao titulo="Projetos">
            <Cartoes
              itens={[
                { titulo: "Todos", valor: e.total, href: linkProjetos("prestador", { aba: "todos" }) },
                {
                  titulo: "Com entregas a fazer",
                  valor: e.entregar,
                  href: linkProjetos("prestador", { aba: "entregar" }),
                  detalhe: `${formatNumero(e.etapas_atrasadas)} etapa(s) atrasada(s) · ${formatNumero(e.etapas_semana)} até domingo`,
                },
                {
                  titulo: "Encerrados",
                  valor: e.encerrados,
                  href: linkProjetos("prestador", { aba: "encerrados" }),
                },
              ]}
            />
          </Secao>
          <Propostas propostas={propostas} />
          <Notas notas={notas} />
        </Grade>
      )}
    </Painel>
  );
}
