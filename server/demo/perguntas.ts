import "server-only";
import type { Conn } from "../db/client";
import { perguntaDimensionamento, servico } from "../db/schema";
import { PERGUNTAS } from "./data/perguntas";
import { idsBy, need } from "../db/referencia";

/** Dimensioning questions of the catalogue's services; needs `seedCatalogo` first. */
export async function seedPerguntas(db: Conn): Promise<void> {
  const servicos = await idsBy(db, servico, servico.codigo, Object.keys(PERGUNTAS));
  const rows = Object.entries(PERGUNTAS).flatMap(([codigo, perguntas]) =>
    perguntas.map((p, i) => ({
      servicoId: need(servicos, codigo, "serviço"),
      chave: p.chave,
      descricao: p.descricao,
      tipoResposta: p.tipo,
      opcoes: (p.opcoes ?? []).join("|"),
      obrigatoria: p.obrigatoria ?? true,
      ordem: i + 1,
    })),
  );
  await db.insert(perguntaDimensionamento).values(rows).onConflictDoNothing();
}
