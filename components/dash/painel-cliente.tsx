"use client";
import type { Lida } from "@/services/api";
import { Link } from "@/components/ui/link";
import { formatBRL, formatNumero } from "@/lib/format";
import { MY_REQUESTS_PATH } from "@/lib/paths";
import { A_CARGO_DO_CLIENTE } from "@/lib/regras/solicitacao";
import { useDashCliente, type DashCliente } from "@/services/dash";
import { Cartoes } from "./cartao";
import { Grafico } from "./grafico";
import { linkDiagnosticos, linkProjetos, linkSolicitacoes } from "./links";
import { PorSituacao } from "./por-situacao";
import { Grade, Painel, Secao } from "./secao";

/** What waits for the client, each opening the list of those requests, diagnostics or projects. */
function Pendencias({ p }: { p: DashCliente["pendencias"] }) {
  // A step of the client's own requests: its count, opening their list at that step.
  const naEtapa = (titulo: string, etapa: keyof typeof A_CARGO_DO_CLIENTE) => ({
    titulo,
    valor: p[etapa],
    href: linkSolicitacoes({ substatus: A_CARGO_DO_CLIENTE[etapa] }),
  });
  return (
    <Secao titulo="O que espera por você">
      <Cartoes
        itens={[
          naEtapa("Ajustes pedidos", "ajuste"),
          naEtapa("Propostas para escolher", "proposta"),
          { titulo: "Diagnósticos para revisar", valor: p.diagnostico, href: linkDiagnosticos("cliente") },
          naEtapa("Contratos em assinatura", "assinatura"),
          naEtapa("Pagamentos pendentes", "pagamento"),
          {
            titulo: "Entregas para aprovar",
            valor: p.entrega,
            href: linkProjetos("cliente", { aba: "aprovar" }),
          },
          naEtapa("Serviços para avaliar", "avaliacao"),
        ]}
      />
    </Secao>
  );
}

/** The contracts of the client's companies: the totals, and per year the subsidy and the client's share. */
function Valores({ valores }: { valores: DashCliente["valores"] }) {
  const soma = (k: "contratos" | "bruto" | "subsidio" | "cliente") => valores.reduce((s, v) => s + v[k], 0);
  const projetos = linkProjetos("cliente");
  return (
    <Secao titulo="Valores contratados">
      <Cartoes
        itens={[
          {
            titulo: "Contratado",
            valor: soma("bruto"),
            formatar: formatBRL,
            href: projetos,
            detalhe: `${formatNumero(soma("contratos"))} contrato(s)`,
          },
          { titulo: "Subsidiado", valor: soma("subsidio"), formatar: formatBRL, href: projetos },
          { titulo: "Sua parte", valor: soma("cliente"), formatar: formatBRL, href: projetos },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <Grafico
          titulo="Valores contratados por ano: subsídio e sua parte"
          eixo="Ano"
          vazio="Nenhum contrato ainda."
          formatar={formatBRL}
          series={[
            { chave: "subsidio", rotulo: "Subsídio", cor: "#389e0d" },
            { chave: "cliente", rotulo: "Sua parte", cor: "#11488f" },
          ]}
          linhas={valores.map((v) => ({
            chave: v.ano,
            rotulo: String(v.ano),
            valores: { subsidio: v.subsidio, cliente: v.cliente },
            links: { subsidio: projetos, cliente: projetos },
          }))}
        />
      </div>
    </Secao>
  );
}

/** The client's dashboard: what waits for them, their requests by status and what was contracted. */
export function PainelCliente({ servidor }: { servidor?: Lida<"/dash/externo/cliente/"> }) {
  const query = useDashCliente(servidor);
  return (
    <Painel query={query}>
      {(d) => (
        <Grade largas={[0]}>
          <Pendencias p={d.pendencias} />
          <Secao
            titulo="Suas solicitações"
            extra={<Link href={MY_REQUESTS_PATH}>Ver todas ({formatNumero(d.solicitacoes.total)})</Link>}
          >
            <PorSituacao
              titulo="Suas solicitações por situação"
              vazio="Você ainda não enviou solicitações."
              itens={d.solicitacoes.status.map((st) => ({ ...st, valor: st.total }))}
              link={(dash_filter) => linkSolicitacoes({ dash_filter })}
            />
          </Secao>
          <Valores valores={d.valores} />
        </Grade>
      )}
    </Painel>
  );
}
