import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { empresa, empresaUsuario, modeloOferta, perguntaDimensionamento, servico } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { opcoesOf } from "../servico/pergunta";
import type { EnviarItem } from "./schemas";

type Pergunta = typeof perguntaDimensionamento.$inferSelect;
export type Pedido = {
  item: EnviarItem;
  empresa: { id: number; cidadeId: number };
  oferta: { id: number; valor: string };
  respostas: { perguntaId: number; resposta: string }[];
};

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
  const perguntas = servicoIds.length
    ? await tx
        .select()
        .from(perguntaDimensionamento)
        .where(inArray(perguntaDimensionamento.servicoId, servicoIds))
    : [];
  const empresaById = new Map(empresas.map((e) => [e.id, e]));
  const ofertaById = new Map(ofertas.map((o) => [o.id, o]));
  const perguntaById = new Map(perguntas.map((p) => [p.id, p]));

  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => (errors[key] ??= []).push(message);
  const pedidos = modelos.map((item, i) => {
    const at = `modelos.${i}`;
    const emp = empresaById.get(item.empresa);
    const oferta = ofertaById.get(item.modelo_oferta);
    if (!emp) fail(`${at}.empresa`, "Empresa não encontrada entre as suas empresas.");
    if (!oferta) fail(`${at}.modelo_oferta`, "Modelo de oferta não encontrado ou inativo.");
    const respostas: Pedido["respostas"] = [];
    const seen = new Set<number>();
    const answered = new Set<number>();
    if (oferta) {
      item.perguntas.forEach(({ pergunta: id, resposta }, j) => {
        const p = perguntaById.get(id);
        if (!p || p.servicoId !== oferta.servicoId)
          return fail(`${at}.perguntas.${j}.pergunta`, "Esta pergunta não é do serviço escolhido.");
        if (seen.has(id))
          return fail(`${at}.perguntas.${j}.pergunta`, "Pergunta respondida mais de uma vez.");
        seen.add(id);
        if (!resposta) return;
        answered.add(id);
        const answer = answerOf(p, resposta);
        if ("error" in answer) return fail(`${at}.perguntas.${j}.resposta`, answer.error);
        respostas.push({ perguntaId: id, resposta: answer.value });
      });
      for (const p of perguntas)
        if (p.servicoId === oferta.servicoId && p.obrigatoria && !answered.has(p.id))
          fail(`${at}.perguntas`, `Responda a pergunta obrigatória: ${p.descricao}`);
    }
    return { item, empresa: emp!, oferta: oferta!, respostas };
  });
  if (Object.keys(errors).length) throw badRequest("Verifique os itens do pedido.", errors);
  return pedidos;
}
