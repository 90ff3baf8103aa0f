import "server-only";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { eq, inArray } from "drizzle-orm";
import { OPCOES_MIN, TIPOS_DE_RESPOSTA } from "@/lib/regras/dimensionamento";
import type { Conn } from "../../../db/client";
import {
  perguntaDimensionamento,
  servicoPergunta,
  solicitacaoResposta,
  TIPOS_RESPOSTA,
} from "../../../db/schema";
import type { HubEnv } from "../../../lib/context";
import { crud } from "../../../lib/crud";
import { json, leitura } from "../../../lib/endpoint";
import { ordemSemAcento } from "../../../lib/search";
import { PerguntaBancoBody, PerguntaBancoFiltro, PerguntaBancoSchema, TipoRespostaSchema } from "./schemas";

const tags = ["questionario"];
const acoes = { ler: "referencia.listar", gerir: "cadastro.administrar" } as const;
const PATH = "/questionario/interno/pergunta/dimensionamento/";
const tipo = (linha: Record<string, unknown>) =>
  TIPOS_DE_RESPOSTA[linha.tipoResposta as keyof typeof TIPOS_DE_RESPOSTA];

/** Answers keep the question they answer: one answered is archived, not deleted. */
const emUso = async (conn: Conn, id: number) =>
  (await conn.$count(solicitacaoResposta, eq(solicitacaoResposta.perguntaId, id))) > 0;

/** Options belong to the types that have them, at least OPCOES_MIN of them. */
function conferirOpcoes(linha: Record<string, unknown>) {
  const opcoes = String(linha.opcoes ?? "")
    .split("|")
    .filter(Boolean);
  if (tipo(linha).opcoes && opcoes.length < OPCOES_MIN)
    return { opcoes: [`Liste ao menos ${OPCOES_MIN} opções para o cliente escolher.`] };
  if (!tipo(linha).opcoes && opcoes.length)
    return { opcoes: [`Uma pergunta do tipo "${tipo(linha).descricao}" não tem opções.`] };
  return null;
}

/** The sizing-question bank (SPEC: /questionario/interno/pergunta/dimensionamento/), which services pick from. */
export function rotasDoDimensionamento(router: OpenAPIHono<HubEnv>) {
  // GET …/dimensionamento/tipo/ – the answer types (before the question's {id} routes)
  leitura(
    router,
    { path: `${PATH}tipo/`, acao: acoes.ler, tags },
    json(z.array(TipoRespostaSchema), "Tipos de resposta"),
    async () => TIPOS_RESPOSTA.map((id) => ({ id, ...TIPOS_DE_RESPOSTA[id] })),
  );

  crud(router, {
    path: PATH,
    tags,
    acoes,
    entidade: "pergunta_dimensionamento",
    nome: { singular: "Pergunta", plural: "Perguntas de dimensionamento", artigo: "a" },
    tabela: perguntaDimensionamento,
    id: perguntaDimensionamento.id,
    ativo: perguntaDimensionamento.ativo,
    unico: perguntaDimensionamento.chave,
    item: PerguntaBancoSchema,
    nomeItem: "PerguntaBanco",
    corpo: PerguntaBancoBody,
    colunas: { tipo_resposta: perguntaDimensionamento.tipoResposta },
    conferir: conferirOpcoes,
    rotulos: {
      descricao: "Pergunta",
      chave: "Chave",
      tipo_resposta: "Tipo de resposta",
      opcoes: "Opções",
      obrigatoria: "Obrigatória",
      ativo: "Ativa",
    },
    nomes: {
      tipo_resposta: Object.fromEntries(TIPOS_RESPOSTA.map((t) => [t, TIPOS_DE_RESPOSTA[t].descricao])),
    },
    busca: [perguntaDimensionamento.descricao, perguntaDimensionamento.chave],
    filtros: {
      query: PerguntaBancoFiltro,
      onde: (conn, f) => [
        f.tipo_resposta ? eq(perguntaDimensionamento.tipoResposta, f.tipo_resposta) : undefined,
        f.servico
          ? inArray(
              perguntaDimensionamento.id,
              conn
                .select({ id: servicoPergunta.perguntaId })
                .from(servicoPergunta)
                .where(eq(servicoPergunta.servicoId, f.servico)),
            )
          : undefined,
      ],
    },
    ordens: {
      descricao: ordemSemAcento(perguntaDimensionamento.descricao),
      chave: perguntaDimensionamento.chave,
      id: perguntaDimensionamento.id,
    },
    ler: async (conn, onde, ordem, win) => {
      const q = conn
        .select({
          id: perguntaDimensionamento.id,
          descricao: perguntaDimensionamento.descricao,
          chave: perguntaDimensionamento.chave,
          tipo_resposta: perguntaDimensionamento.tipoResposta,
          opcoes: perguntaDimensionamento.opcoes,
          obrigatoria: perguntaDimensionamento.obrigatoria,
          ativo: perguntaDimensionamento.ativo,
          servicos: conn.$count(servicoPergunta, eq(servicoPergunta.perguntaId, perguntaDimensionamento.id)),
          respostas: conn.$count(
            solicitacaoResposta,
            eq(solicitacaoResposta.perguntaId, perguntaDimensionamento.id),
          ),
        })
        .from(perguntaDimensionamento)
        .where(onde)
        .orderBy(...ordem)
        .$dynamic();
      const linhas = await (win ? q.limit(win.limit).offset(win.offset) : q);
      return linhas.map((p) => ({ ...p, opcoes: p.opcoes.split("|").filter(Boolean) }));
    },
    emUso,
    exportar: {
      arquivo: "perguntas-de-dimensionamento",
      colunas: [
        { titulo: "Pergunta", largura: 60, valor: (p) => p.descricao as string },
        { titulo: "Chave", largura: 30, valor: (p) => p.chave as string },
        {
          titulo: "Tipo de resposta",
          largura: 22,
          valor: (p) => tipo({ tipoResposta: p.tipo_resposta }).descricao,
        },
        { titulo: "Opções", largura: 40, valor: (p) => (p.opcoes as string[]).join("; ") },
        { titulo: "Obrigatória", largura: 12, valor: (p) => (p.obrigatoria ? "Sim" : "Não") },
        { titulo: "Situação", largura: 12, valor: (p) => (p.ativo ? "Ativa" : "Arquivada") },
        { titulo: "Serviços", largura: 10, tipo: "inteiro", valor: (p) => p.servicos as number },
      ],
    },
  });
}
