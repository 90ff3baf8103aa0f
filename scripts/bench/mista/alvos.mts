// What the mixed load's calls act on (mistura.mts), read once from the seeded database: samples of requests
// (any, the client's, the client's open ones, those in execution), the pools of the client's requests a
// transition takes from (in analysis, sent back), the client's companies, and the catalogue's offers with
// answers to their sizing questions, as the cart sends them.
import { sql, type SQL } from "drizzle-orm";
import type { Conn } from "@/server/db/client";
import { perguntasDosServicos } from "@/server/modules/servico";
import { STATUS_SOLICITACAO } from "@/lib/regras/solicitacao";

export type Alvos = {
  status: readonly string[];
  solicitacoes: number[];
  doCliente: number[];
  abertasDoCliente: number[];
  emExecucao: number[];
  /** The client's requests waiting for analysis: `devolver` takes one, `resposta cliente` puts it back. */
  emAnalise: number[];
  devolvidas: number[];
  empresasDoCliente: number[];
  ofertas: { id: number; respostas: { pergunta: number; resposta: string }[] }[];
  /** The uploaded document: a PDF, as the upload checks by content. */
  pdf: Uint8Array<ArrayBuffer>;
};

const AMOSTRA = 5000;
const CLIENTE = "cliente@hub.example";

const ids = async (db: Conn, consulta: SQL) =>
  ((await db.execute(consulta)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);

/** Requests of the client's companies in the substatuses `codigos` (all of them when none). */
const doCliente = (db: Conn, codigos: string[], limite: number) =>
  ids(
    db,
    sql`select s.id from solicitacao s
      join substatus ss on ss.id = s.substatus_id
      where s.id in (select se.solicitacao_id from solicitacao_empresa se
        join empresa_usuario eu on eu.empresa_id = se.empresa_id
        join usuario u on u.id = eu.usuario_id where u.email = ${CLIENTE})
        and (${codigos.length === 0} or ss.codigo = any(string_to_array(${codigos.join(",")}, ',')))
      order by hashint4(s.id) limit ${limite}`,
  );

const RESPOSTA: Record<string, (opcoes: string) => string> = {
  NUMERO: () => "12",
  SIM_NAO: () => "Sim",
  OPCAO: (opcoes) => opcoes.split("|")[0],
  TEXTO: () => "Texto livre",
};

export async function carregarAlvos(db: Conn): Promise<Alvos> {
  const ofertas = (
    (await db.execute(
      sql`select mo.id, mo.servico_id as "servicoId" from modelo_oferta mo join servico s on s.id = mo.servico_id
        where mo.ativo and s.ativo order by mo.id`,
    )) as unknown as { rows: { id: number; servicoId: number }[] }
  ).rows;
  const perguntas = await perguntasDosServicos(db, [...new Set(ofertas.map((o) => o.servicoId))]);
  const abertos = [
    "AGUARDANDO_ANALISE",
    "DEVOLVIDA_CLIENTE",
    "AGUARDANDO_PROPOSTAS",
    "PROPOSTAS_EM_ANALISE",
    "EM_EXECUCAO",
  ];
  return {
    status: STATUS_SOLICITACAO,
    solicitacoes: await ids(db, sql`select id from solicitacao order by hashint4(id) limit ${AMOSTRA}`),
    doCliente: await doCliente(db, [], AMOSTRA),
    abertasDoCliente: await doCliente(db, abertos, AMOSTRA),
    emExecucao: await ids(
      db,
      sql`select s.id from solicitacao s join substatus ss on ss.id = s.substatus_id
        where ss.codigo = 'EM_EXECUCAO' order by hashint4(s.id) limit ${AMOSTRA}`,
    ),
    emAnalise: await doCliente(db, ["AGUARDANDO_ANALISE"], AMOSTRA),
    devolvidas: await doCliente(db, ["DEVOLVIDA_CLIENTE"], AMOSTRA),
    empresasDoCliente: await ids(
      db,
      sql`select eu.empresa_id as id from empresa_usuario eu join usuario u on u.id = eu.usuario_id
        join empresa e on e.id = eu.empresa_id where u.email = ${CLIENTE} and e.tipo = 'CLIENTE' order by 1`,
    ),
    ofertas: ofertas.map((o) => ({
      id: o.id,
      respostas: perguntas
        .filter((p) => p.servicoId === o.servicoId)
        .map((p) => ({
          pergunta: p.id,
          resposta: (RESPOSTA[p.tipoResposta] ?? RESPOSTA.NUMERO)(p.opcoes ?? ""),
        })),
    })),
    pdf: new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ),
  };
}
