import "server-only";
import type { Conn } from "../db/client";
import { perguntaDimensionamento, servico, servicoPergunta } from "../db/schema";
import { PERGUNTAS } from "./data/perguntas";
import { idsBy, need } from "../db/referencia";

/** The sizing-question bank and each catalogue service's choice from it; needs `seedCatalogo` first. */
export async function seedPerguntas(db: Conn): Promise<void> {
  const banco = new Map(Object.values(PERGUNTAS).flatMap((ps) => ps.map((p) => [p.chave, p] as const)));
  await db
    .insert(perguntaDimensionamento)
    .values(
      [...banco.values()].map((p) => ({
        chave: p.chave,
        descricao: p.descricao,
        tipoResposta: p.tipo,
        opcoes: (p.opcoes ?? []).join("|"),
        obrigatoria: p.obrigatoria ?? true,
      })),
    )
    .onConflictDoNothing();
  const [servicos, perguntas] = await Promise.all([
    idsBy(db, servico, servico.codigo, Object.keys(PERGUNTAS)),
    idsBy(db, perguntaDimensionamento, perguntaDimensionamento.chave, [...banco.keys()]),
  ]);
  const links = Object.entries(PERGUNTAS).flatMap(([codigo, ps]) =>
    ps.map((p, i) => ({
      servicoId: need(servicos, codigo, "serviço"),
      perguntaId: need(perguntas, p.chave, "pergunta"),
      ordem: i + 1,
    })),
  );
  await db.insert(servicoPergunta).values(links).onConflictDoNothing();
}
