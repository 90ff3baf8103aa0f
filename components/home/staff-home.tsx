"use client";
import type { ReactNode } from "react";
import { useSessao } from "@/hooks/use-sessao";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { Tabela } from "@/components/ui/tabela";
import { capitalizeWords, formatBRL, fullName } from "@/lib/format";
import { useUnidadesAtendimento } from "@/services/unidade-atendimento";
import { useCentrosCustoInterno, type CentroCustoInterno } from "@/services/centrocusto";
import { acompanhamentoPath, CENTROS_CUSTO_PATH } from "@/lib/paths";
import { SituacaoTag } from "@/components/centrocusto";
import { QueryBlock } from "@/components/ui/query-block";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { WelcomeCard } from "./welcome-card";

export function UnidadesCard({ title, onlyMine }: { title: string; onlyMine: boolean }) {
  const sessao = useSessao();
  const query = useUnidadesAtendimento(
    onlyMine ? { gestor: sessao?.user.id, page_size: 50 } : { page_size: 50 },
  );
  return (
    <Cartao title={title} style={{ marginBottom: 16 }}>
      <QueryBlock query={query} isEmpty={(d) => d.count === 0} empty="Nenhuma unidade de atendimento.">
        {(page) => (
          <Lista
            dataSource={page.results}
            renderItem={(u) => (
              <Lista.Item key={u.id}>
                <Lista.Item.Meta
                  title={capitalizeWords(u.descricao)}
                  description={
                    <>
                      <div>
                        Cidades: {u.cidades.map((c) => `${c.nome}/${c.estado}`).join(", ") || "nenhuma"}
                      </div>
                      <div>Gestores: {u.gestores.map(fullName).join(", ") || "nenhum"}</div>
                    </>
                  }
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}

/** The centres' available balances; critical and negative ones flagged (the SALDO_CRITICO_CENTRO_CUSTO setting). */
export function CentrosCustoCard() {
  const query = useCentrosCustoInterno({ page_size: 50 });
  const base = CENTROS_CUSTO_PATH.interno;
  return (
    <Cartao
      title="Centros de custo e saldos"
      extra={<Link href={acompanhamentoPath(base)}>Acompanhamento</Link>}
    >
      <QueryBlock query={query} isEmpty={(d) => d.count === 0} empty="Nenhum centro de custo cadastrado.">
        {(page) => (
          <Tabela<CentroCustoInterno>
            rowKey="id"
            size="small"
            pagination={false}
            tableLayout="fixed"
            dataSource={page.results}
            columns={[
              {
                title: "Código",
                width: 110,
                cartao: "titulo",
                semQuebra: true,
                render: (_, c) => <Link href={`${base}/${c.id}`}>{c.codigo}</Link>,
              },
              {
                title: "Descrição",
                dataIndex: "descricao",
                ellipsis: true,
                render: (v: string) => capitalizeWords(v),
              },
              { title: "Ação", responsive: ["sm"], semQuebra: true, render: (_, c) => c.acao.codigo },
              {
                title: "Saldo",
                align: "right",
                cartao: "valor",
                width: 136,
                // The sum whole on its line; a situation's tag goes under it when the column is narrow.
                semQuebra: false,
                render: (_, c) => (
                  <>
                    <SemQuebra>{formatBRL(c.saldo)}</SemQuebra> <SituacaoTag situacao={c.situacao} />
                  </>
                ),
              },
            ]}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}

const STAFF_TEXT = {
  gestor: {
    summary: "Você gerencia as solicitações das unidades de atendimento sob sua responsabilidade.",
    next: [
      "Confira as unidades que você gerencia e as cidades que cada uma atende.",
      "Acompanhe os saldos dos centros de custo antes de reservar recursos para uma solicitação.",
    ],
  },
  coordenador: {
    summary: "Você coordena o programa: unidades, gestores e a execução dos recursos.",
    next: [
      "Confira as unidades de atendimento e seus gestores.",
      "Acompanhe os saldos dos centros de custo; os críticos e os negativos aparecem destacados.",
    ],
  },
  consultor: {
    summary:
      "Você acompanha projetos e diagnósticos das unidades de atendimento e se vincula às solicitações.",
    next: ["Confira as unidades de atendimento e as cidades que cada uma atende."],
  },
  interno: {
    summary: "Você apoia a operação do programa: solicitações internas, centros de custo e documentos.",
    next: ["Acompanhe os saldos dos centros de custo; os críticos e os negativos aparecem destacados."],
  },
} as const;

/**
 * Home of the internal team. `painel`: the manager's or the coordinator's dashboard, which the page renders with
 * the figures it read on the server.
 */
export function StaffHome({ role, painel }: { role: keyof typeof STAFF_TEXT; painel?: ReactNode }) {
  const text = STAFF_TEXT[role];
  return (
    <>
      <WelcomeCard summary={text.summary} next={[...text.next]} />
      {painel}
      {role === "gestor" && <UnidadesCard title="Unidades que você gerencia" onlyMine />}
      {(role === "coordenador" || role === "consultor") && (
        <UnidadesCard title="Unidades de atendimento" onlyMine={false} />
      )}
      {role !== "consultor" && <CentrosCustoCard />}
    </>
  );
}
