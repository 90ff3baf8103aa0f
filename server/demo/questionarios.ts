import "server-only";
import { inArray } from "drizzle-orm";
import type { Conn } from "../db/client";
import { questionario, questionarioPergunta, servico } from "../db/schema";
import { QUESTIONARIOS } from "./data/questionarios";
import { idsBy, need } from "../db/referencia";

/**
 * Evaluation questionnaires besides the default, with the services that use them; needs `seedCatalogo`
 * first. One missing (never created, or deleted) is created with its questions and services; one that
 * exists is left as staff keep it.
 */
export async function seedQuestionarios(db: Conn): Promise<void> {
  const existentes = await idsBy(
    db,
    questionario,
    questionario.descricao,
    QUESTIONARIOS.map((q) => q.descricao),
  );
  for (const q of QUESTIONARIOS.filter((q) => !existentes.has(q.descricao))) {
    const [{ id }] = await db
      .insert(questionario)
      .values({ descricao: q.descricao })
      .returning({ id: questionario.id });
    await db
      .insert(questionarioPergunta)
      .values(
        q.perguntas.map(([pergunta, tipo], i) => ({ questionarioId: id, ordem: i + 1, pergunta, tipo })),
      );
    const servicos = await idsBy(db, servico, servico.codigo, q.servicos);
    await db
      .update(servico)
      .set({ questionarioId: id })
      .where(
        inArray(
          servico.id,
          q.servicos.map((codigo) => need(servicos, codigo, "serviço")),
        ),
      );
  }
}
