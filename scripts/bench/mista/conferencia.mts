// The check after the mixed load that nothing was lost: what the calls answered as written (rodada.mts counts
// each success by what it adds) against what the database gained meanwhile, table by table.
import { sql } from "drizzle-orm";
import type { Conn } from "@/server/db/client";
import type { Efeito } from "./mistura.mts";

export type Contagem = Required<Efeito>;

/** What each write adds, counted in the database: requests, messages, the mix's transitions, documents. */
const CONSULTAS: Record<keyof Contagem, string> = {
  solicitacoes: "select count(*)::int as n from solicitacao",
  mensagens: "select count(*)::int as n from mensagem",
  // The two transitions the mix makes; a read that closes a deadline writes another action.
  transicoes: `select count(*)::int as n from historico
    where entidade = 'solicitacao' and acao in ('DEVOLVER', 'RESPOSTA_CLIENTE')`,
  documentos: "select count(*)::int as n from solicitacao_arquivo",
};

export async function contar(db: Conn): Promise<Contagem> {
  const contagem = {} as Contagem;
  for (const [k, consulta] of Object.entries(CONSULTAS))
    contagem[k as keyof Contagem] = (
      (await db.execute(sql.raw(consulta))) as unknown as { rows: { n: number }[] }
    ).rows[0].n;
  return contagem;
}

export type Conferencia = { tipo: keyof Contagem; escritos: number; banco: number; ok: boolean }[];

/** Per table: the writes answered as done, and what the database gained from `antes` to `depois`. */
export const conferir = (antes: Contagem, depois: Contagem, escritos: Contagem): Conferencia =>
  (Object.keys(CONSULTAS) as (keyof Contagem)[]).map((tipo) => {
    const banco = depois[tipo] - antes[tipo];
    return { tipo, escritos: escritos[tipo], banco, ok: banco === escritos[tipo] };
  });
