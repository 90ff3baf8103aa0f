import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migracoesAte, PASTA_DAS_MIGRACOES } from "@/tests/setup/migracoes";

// Migration 0039 turns the questions each service owned into a bank services pick from: a database migrated up
// to 0038, with a question repeated on two services and a key two different questions used, keeps every
// service's questions in order and every answer with the text the client read.

let client: PGlite;
let antes: string;
const linhas = async (sql: string) => (await client.query(sql)).rows;

beforeAll(async () => {
  antes = migracoesAte(38);
  client = await PGlite.create("memory://");
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: antes });
  // Services and requests are only referenced here: their own columns do not matter to the move.
  await client.exec(`
    set session_replication_role = replica;
    insert into servico (id, codigo, titulo, descricao, tipo_id, programa_id, subtema_id)
      select n, 'S-' || n, 'Serviço ' || n, '', 1, 1, 1 from generate_series(10, 12) n;
    insert into solicitacao (id, nrosolicitacao, modelo_oferta_id, substatus_id, valor, usuario_id)
      select n, 'M-' || n, 1, 1, 1000, 1 from generate_series(100, 102) n;
    insert into pergunta_dimensionamento (id, servico_id, chave, descricao, tipo_resposta, opcoes, obrigatoria, ordem) values
      (1, 10, 'faturamento', 'Qual o faturamento?', 'OPCAO', 'Baixo|Alto', true, 2),
      (2, 10, 'lojas', 'Quantas lojas?', 'NUMERO', '', true, 1),
      (3, 11, 'faturamento', 'Qual o faturamento?', 'OPCAO', 'Baixo|Alto', true, 1),
      (4, 12, 'lojas', 'Quantas lojas físicas?', 'NUMERO', '', false, 1);
    insert into solicitacao_resposta (id, solicitacao_id, pergunta_id, resposta) values
      (1, 100, 3, 'Alto'), (2, 101, 4, '3'), (3, 102, 2, '5');
    set session_replication_role = origin;
  `);
  await migrate(db, { migrationsFolder: PASTA_DAS_MIGRACOES });
});

afterAll(async () => {
  await client?.close();
  rmSync(antes, { recursive: true, force: true });
});

describe("migration 0039: the sizing-question bank", () => {
  it("keeps each service's questions in their order, one bank question for the same one on two services", async () => {
    expect(
      await linhas("select servico_id, pergunta_id, ordem from servico_pergunta order by servico_id, ordem"),
    ).toEqual([
      { servico_id: 10, pergunta_id: 2, ordem: 1 },
      { servico_id: 10, pergunta_id: 1, ordem: 2 },
      { servico_id: 11, pergunta_id: 1, ordem: 1 },
      { servico_id: 12, pergunta_id: 4, ordem: 1 },
    ]);
    expect(await linhas("select id, chave, ativo from pergunta_dimensionamento order by id")).toEqual([
      { id: 1, chave: "faturamento", ativo: true },
      { id: 2, chave: "lojas", ativo: true },
      // A key two different questions used stays with the oldest.
      { id: 4, chave: "lojas_4", ativo: true },
    ]);
  });

  it("keeps every answer, on the merged question, with the text the client read", async () => {
    expect(
      await linhas("select id, pergunta_id, pergunta, resposta from solicitacao_resposta order by id"),
    ).toEqual([
      { id: 1, pergunta_id: 1, pergunta: "Qual o faturamento?", resposta: "Alto" },
      { id: 2, pergunta_id: 4, pergunta: "Quantas lojas físicas?", resposta: "3" },
      { id: 3, pergunta_id: 2, pergunta: "Quantas lojas?", resposta: "5" },
    ]);
  });
});
