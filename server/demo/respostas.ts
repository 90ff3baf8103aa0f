import type { Conn } from "../db/client";
import { modeloOferta, type TipoResposta, solicitacaoResposta } from "../db/schema";
import { eq } from "drizzle-orm";
import { perguntasDosServicos } from "../modules/servico";

/** What a small business answers to a sizing question of each kind, so every demo request shows its answers. */
const RESPOSTA = {
  NUMERO: () => "12",
  SIM_NAO: () => "Sim",
  OPCAO: (opcoes: string[]) => opcoes[1] ?? opcoes[0] ?? "",
  TEXTO: () => "Organizar a rotina da equipe para ganhar tempo e vender mais.",
} satisfies Record<TipoResposta, (opcoes: string[]) => string>;

/** Answers every sizing question of the request's service, as the client would have at the checkout. */
export async function responderDimensionamento(db: Conn, solicitacaoId: number, modeloOfertaId: number) {
  const [oferta] = await db
    .select({ servicoId: modeloOferta.servicoId })
    .from(modeloOferta)
    .where(eq(modeloOferta.id, modeloOfertaId));
  const perguntas = await perguntasDosServicos(db, [oferta.servicoId]);
  if (!perguntas.length) return;
  await db.insert(solicitacaoResposta).values(
    perguntas.map((p) => ({
      solicitacaoId,
      perguntaId: p.id,
      pergunta: p.descricao,
      resposta: RESPOSTA[p.tipoResposta](p.opcoes.split("|")),
    })),
  );
}
