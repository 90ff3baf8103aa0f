import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { empresa, empresaUsuario, modeloOferta, perguntaDimensionamento, servico } from "../../../db/schema";
import { badRequest } from "../../../lib/errors";
import { groupBy } from "../../../lib/group-by";
import { opcoesOf, perguntasDosServicos } from "../../servico";
import type { EnviarItem, RespostaEnviada } from "./schemas";

type Pergunta = typeof perguntaDimensionamento.$inferSelect;
type Resposta = { perguntaId: number; pergunta: string; resposta: string };
export type Pedido = {
  item: EnviarItem;
  empresa: { id: number; cidadeId: number };
  oferta: { id: number; valor: string };
  respostas: Resposta[];
};
export type Falha = (key: string, message: string) => void;

const unique = (ids: number[]) => [...new Set(ids)];
const SIM = new Set(["sim", "s", "true"]);
const NAO = new Set(["não", "nao", "n", "false"]);

/** The answer as stored, or an error message: numbers with a dot, yes/no as "Sim"/"Não", options as listed. */
function answerOf(p: Pergunta, resposta: string): { value: string } | { error: string } {
  switch (p.tipoResposta) {
    case "NUMERO":
      return /^\d{1,12}([.,]\d{1,6})?$/.test(resposta)
        ? { value: resposta.replace(",", ".") }
        : { error: "Informe um número, como 12 ou 3,5." };
    case "SIM_NAO": {
      const v = resposta.toLowerCase();
      return SIM.has(v)
        ? { value: "Sim" }
        : NAO.has(v)
          ? { value: "Não" }
          : { error: "Responda Sim ou Não." };
    }
    case "OPCAO": {
      const opcoes = opcoesOf(p.opcoes);
      const found = opcoes.find((o) => o.toLowerCase() === resposta.toLowerCase());
      return found ? { value: found } : { error: `Escolha uma das opções: ${opcoes.join(", ")}.` };
    }
    default:
      return { value: resposta };
  }
}

/**
 * The client's answers to one service's questions, as stored. Each problem goes to `fail` keyed under
 * `campo` ("modelos.0.perguntas.2.resposta"): a question of another service, one answered twice, an
 * answer of the wrong type, a required question left without answer.
 */
export function validarRespostas(
  perguntas: Pergunta[],
  itens: RespostaEnviada[],
  campo: string,
  fail: Falha,
): Resposta[] {
  const perguntaById = new Map(perguntas.map((p) => [p.id, p]));
  const respostas: Resposta[] = [];
  const seen = new Set<number>();
  const answered = new Set<number>();
  itens.forEach(({ pergunta: id, resposta }, j) => {
    const p = perguntaById.get(id);
    if (!p) return fail(`${campo}.${j}.pergunta`, "Esta pergunta não é do serviço escolhido.");
    if (seen.has(id)) return fail(`${campo}.${j}.pergunta`, "Pergunta respondida mais de uma vez.");
    seen.add(id);
    if (!resposta) return;
    answered.add(id);
    const answer = answerOf(p, resposta);
    if ("error" in answer) return fail(`${campo}.${j}.resposta`, answer.error);
    respostas.push({ perguntaId: id, pergunta: p.descricao, resposta: answer.value });
  });
  for (const p of perguntas)
    if (p.obrigatoria && !answered.has(p.id)) fail(campo, `Responda a pergunta obrigatória: ${p.descricao}`);
  // Stored in the service's order, which is the order the request shows them in.
  const lugar = new Map(perguntas.map((p, i) => [p.id, i]));
  return respostas.sort((a, b) => lugar.get(a.perguntaId)! - lugar.get(b.perguntaId)!);
}

/**
 * Checks every entry against the database (the caller's active companies, active offers of active
 * services, the service's questions) in three queries; any error rejects the whole order with
 * messages keyed like "modelos.0.empresa".
 */
export async function validarPedidos(tx: Tx, usuarioId: number, modelos: EnviarItem[]): Promise<Pedido[]> {
  const [empresas, ofertas] = await Promise.all([
    tx
      .select({ id: empresa.id, cidadeId: empresa.cidadeId })
      .from(empresa)
      .innerJoin(empresaUsuario, eq(empresaUsuario.empresaId, empresa.id))
      .where(
        and(
          eq(empresaUsuario.usuarioId, usuarioId),
          eq(empresa.ativo, true),
          inArray(empresa.id, unique(modelos.map((m) => m.empresa))),
        ),
      ),
    tx
      .select({ id: modeloOferta.id, valor: modeloOferta.valor, servicoId: modeloOferta.servicoId })
      .from(modeloOferta)
      .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
      .where(
        and(
          eq(modeloOferta.ativo, true),
          eq(servico.ativo, true),
          inArray(modeloOferta.id, unique(modelos.map((m) => m.modelo_oferta))),
        ),
      ),
  ]);
  const servicoIds = unique(ofertas.map((o) => o.servicoId));
  const perguntas = servicoIds.length ? await perguntasDosServicos(tx, servicoIds) : [];
  const empresaById = new Map(empresas.map((e) => [e.id, e]));
  const ofertaById = new Map(ofertas.map((o) => [o.id, o]));
  const porServico = groupBy(
    perguntas,
    (p) => p.servicoId,
    (p) => p,
  );

  const errors: Record<string, string[]> = {};
  const fail: Falha = (key, message) => (errors[key] ??= []).push(message);
  const pedidos = modelos.map((item, i) => {
    const at = `modelos.${i}`;
    const emp = empresaById.get(item.empresa);
    const oferta = ofertaById.get(item.modelo_oferta);
    if (!emp) fail(`${at}.empresa`, "Empresa não encontrada entre as suas empresas.");
    if (!oferta) fail(`${at}.modelo_oferta`, "Modelo de oferta não encontrado ou inativo.");
    const respostas = oferta
      ? validarRespostas(porServico.get(oferta.servicoId) ?? [], item.perguntas, `${at}.perguntas`, fail)
      : [];
    return { item, empresa: emp!, oferta: oferta!, respostas };
  });
  if (Object.keys(errors).length) throw badRequest("Verifique os itens do pedido.", errors);
  return pedidos;
}
