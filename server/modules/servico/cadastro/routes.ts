import "server-only";
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { areaAtuacao, programa, servico, subtema, tipoServico } from "../../../db/schema";
import type { HubEnv } from "../../../lib/context";
import { crud } from "../../../lib/crud";
import { arquivo, corpo, escrita, json, leitura } from "../../../lib/endpoint";
import { notFound } from "../../../lib/errors";
import { OpcaoSchema } from "../../../lib/opcoes";
import { paginatedSchema } from "../../../lib/pagination";
import { IdParam } from "../../../lib/params";
import { ordemSemAcento } from "../../../lib/search";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { emLotes, totalDe } from "../../../lib/exportacao";
import { planilhaEmStream } from "../../../lib/xlsx";
import { PrestadorSchema } from "../schemas";
import { prestadoresDoServico } from "../service";
import {
  EmpresaServicoParams,
  EmpresaServicoSchema,
  PerguntaEscolhidaSchema,
  PerguntasDoServicoBody,
  PrestadorQuery,
  ServicoInternoBody,
  ServicoInternoFiltro,
  ServicoInternoSchema,
} from "./schemas";
import {
  empresaServico,
  ENTIDADE,
  escolherPerguntas,
  lerServicos,
  perguntasEscolhidas,
  servicoEmUso,
} from "./service";

const tags = ["servico"];
const acoes = { ler: "referencia.listar", gerir: "cadastro.administrar" } as const;
const PrestadorInternoSchema = PrestadorSchema.extend({ cnpj: z.string().nullable() }).openapi(
  "PrestadorInterno",
);

/**
 * The services of the back office (SPEC: /servico/interno/…): their register, the questions each asks at
 * checkout, a company's standing for one, and the providers accredited for each (/prestador/interno/).
 */
export function rotasDeCadastro(router: OpenAPIHono<HubEnv>) {
  // GET /servico/interno/tipo/ – the service types, by name (before the service's {id} routes)
  leitura(
    router,
    { path: "/servico/interno/tipo/", acao: acoes.ler, tags },
    json(z.array(OpcaoSchema), "Tipos de serviço"),
    ({ db }) =>
      db
        .select({ id: tipoServico.id, descricao: tipoServico.descricao })
        .from(tipoServico)
        .orderBy(asc(tipoServico.descricao)),
  );

  // GET /servico/interno/empresa/{empresa}/{servico}/ – a company's accreditation for a service
  leitura(
    router,
    {
      path: "/servico/interno/empresa/{empresa}/{servico}/",
      acao: acoes.ler,
      tags,
      params: EmpresaServicoParams,
    },
    json(EmpresaServicoSchema, "Situação da empresa no serviço"),
    ({ db, params }) => empresaServico(db, params.empresa, params.servico),
  );

  // GET /servico/interno/prestadores/export/{id}/ – the providers accredited for a service, as a spreadsheet
  leitura(
    router,
    { path: "/servico/interno/prestadores/export/{id}/", acao: acoes.ler, tags, params: IdParam },
    arquivo("Prestadores credenciados (XLSX)"),
    async ({ db, params, now }) => {
      const [s] = await db.select({ codigo: servico.codigo }).from(servico).where(eq(servico.id, params.id));
      if (!s) throw notFound("Serviço não encontrado.");
      return planilhaEmStream({
        arquivo: `prestadores-${s.codigo.toLowerCase()}-${hojeEmSaoPaulo(now)}.xlsx`,
        aba: "Prestadores credenciados",
        colunas: [
          { titulo: "Nome fantasia", largura: 36, valor: (p) => p.nomefantasia },
          { titulo: "Razão social", largura: 40, valor: (p) => p.razaosocial },
          { titulo: "CNPJ", largura: 20, valor: (p) => p.cnpj },
          { titulo: "Cidade", largura: 28, valor: (p) => p.cidade.nome },
          { titulo: "UF", largura: 6, valor: (p) => p.estado.sigla },
        ],
        lotes: emLotes((win) => prestadoresDoServico(db, params.id).limit(win.limit).offset(win.offset)),
        total: totalDe({ singular: "prestador", plural: "prestadores" }),
      });
    },
  );

  // GET /prestador/interno/ – the providers accredited for a service (servico), searched, paged
  leitura(
    router,
    { path: "/prestador/interno/", acao: acoes.ler, tags: ["prestador"], query: PrestadorQuery },
    json(paginatedSchema(PrestadorInternoSchema, "PrestadorInternoPagina"), "Prestadores credenciados"),
    ({ db, query, pagina }) =>
      pagina(async (win) => {
        const todos = prestadoresDoServico(db, query.servico, query.search);
        const [count, results] = await Promise.all([
          db.$count(todos.as("p")),
          prestadoresDoServico(db, query.servico, query.search).limit(win.limit).offset(win.offset),
        ]);
        return { count, results };
      }),
  );

  // GET /servico/interno/{id}/perguntas/ – the questions the service asks at checkout, in order, archived ones too
  leitura(
    router,
    { path: "/servico/interno/{id}/perguntas/", acao: acoes.ler, tags, params: IdParam },
    json(z.array(PerguntaEscolhidaSchema), "Perguntas do serviço, em ordem"),
    async ({ db, params }) => {
      if (!(await db.$count(servico, eq(servico.id, params.id)))) throw notFound("Serviço não encontrado.");
      return perguntasEscolhidas(db, params.id);
    },
  );

  // PUT /servico/interno/{id}/perguntas/ – the questions the service asks at checkout, in order
  escrita(
    router,
    {
      method: "put",
      path: "/servico/interno/{id}/perguntas/",
      acao: acoes.gerir,
      tags,
      params: IdParam,
      body: corpo(PerguntasDoServicoBody),
    },
    { 200: json(z.array(PerguntaEscolhidaSchema), "Perguntas do serviço, em ordem") },
    ({ db, user, params, body }) => escolherPerguntas(db, user.id, params.id, body.perguntas),
  );

  crud(router, {
    path: "/servico/interno/",
    tags,
    acoes,
    entidade: ENTIDADE,
    nome: { singular: "Serviço", plural: "Serviços", artigo: "o" },
    tabela: servico,
    id: servico.id,
    ativo: servico.ativo,
    unico: servico.codigo,
    item: ServicoInternoSchema,
    nomeItem: "ServicoInterno",
    corpo: ServicoInternoBody,
    colunas: {
      tipo: servico.tipoId,
      programa: servico.programaId,
      subtema: servico.subtemaId,
      area_atuacao: servico.areaAtuacaoId,
      exige_diagnostico: servico.exigeDiagnostico,
      porcentagem_subsidio: servico.porcentagemSubsidio,
    },
    rotulos: {
      codigo: "Código",
      titulo: "Título",
      descricao: "Descrição",
      tipo: "Tipo",
      programa: "Programa",
      subtema: "Subtema",
      area_atuacao: "Área de atuação",
      exige_diagnostico: "Exige diagnóstico",
      porcentagem_subsidio: "Subsídio (%)",
      ativo: "Ativo",
    },
    nomes: {
      tipo: { id: tipoServico.id, nome: tipoServico.descricao },
      programa: { id: programa.id, nome: programa.descricao },
      subtema: { id: subtema.id, nome: subtema.descricao },
      area_atuacao: { id: areaAtuacao.id, nome: areaAtuacao.descricao },
    },
    busca: [servico.codigo, servico.titulo],
    filtros: {
      query: ServicoInternoFiltro,
      onde: (_, f) => [
        f.tipo ? eq(servico.tipoId, f.tipo) : undefined,
        f.programa ? eq(servico.programaId, f.programa) : undefined,
      ],
    },
    ordens: { titulo: ordemSemAcento(servico.titulo), codigo: servico.codigo, id: servico.id },
    ler: async (conn, onde, ordem, win) =>
      (await lerServicos(conn, onde, ordem, win)).map((s) => ({
        ...s,
        area_atuacao: s.area_atuacao?.id ? s.area_atuacao : null,
        porcentagem_subsidio: Number(s.porcentagem_subsidio),
      })),
    emUso: servicoEmUso,
    exportar: {
      arquivo: "servicos",
      colunas: [
        { titulo: "Código", largura: 12, valor: (s) => s.codigo as string },
        { titulo: "Título", largura: 48, valor: (s) => s.titulo as string },
        { titulo: "Tipo", largura: 22, valor: (s) => (s.tipo as { descricao: string }).descricao },
        { titulo: "Programa", largura: 28, valor: (s) => (s.programa as { descricao: string }).descricao },
        { titulo: "Situação", largura: 12, valor: (s) => (s.ativo ? "Ativo" : "Arquivado") },
        { titulo: "Modelos de oferta", largura: 18, tipo: "inteiro", valor: (s) => s.modelos as number },
        {
          titulo: "Prestadores credenciados",
          largura: 24,
          tipo: "inteiro",
          valor: (s) => s.prestadores as number,
        },
      ],
    },
  });
}
