import { asc, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { modeloOferta, perguntaDimensionamento, solicitacaoResposta, type TipoResposta } from "../db/schema";

/** What a small business answers to a sizing question of each kind, so every demo request shows its answers. */
const RESPOSTA = {
  NUMERO: () => "12",
  SIM_NAO: () => "Sim",
  OPCAO: (opcoes: string[]) => opcoes[1] ?? opcoes[0] ?? "",
  TEXTO: () => "Organizar a rotina da equipe para ganhar tempo e vender mais.",
} satisfies Record<TipoResposta, (opcoes: string[]) => string>;

/** Answers every sizing question of the request's service, as the client would have at the checkout. */
export async function responderDimensionamento(db: Conn, solicitacaoId: number, modeloOfertaId: number) {
  const perguntas = await db
    .select({
      id: perguntaDimensionamento.id,
      tipo: perguntaDimensionamento.tipoResposta,
      opcoes: perguntaDimensionamento.opcoes,
    })
    .from(perguntaDimensionamento)
    .innerJoin(modeloOferta, eq(modeloOferta.servicoId, perguntaDimensionamento.servicoId))
    .where(eq(modeloOferta.id, modeloOfertaId))
    .orderBy(asc(perguntaDimensionamento.ordem));
  if (!perguntas.length) return;
  await db.insert(solicitacaoResposta).values(
    perguntas.map((p) => ({
      solicitacaoId,
      perguntaId: p.id,
      resposta: RESPOSTA[p.tipo](p.opcoes.split("|")),
    })),
  );
}
