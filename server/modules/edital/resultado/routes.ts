import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { arquivo, corpo, endpoint, escrita, formulario, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { fileResponse } from "../../../lib/files";
import { IdParam, IfMatchHeader, NoQuery } from "../../../lib/params";
import { candidatosDoEdital, resultadoDaEmpresa, resultadoDoEdital } from "./consulta";
import {
  CandidatoSchema,
  DecisaoRecursoBody,
  PublicarParams,
  RecursoForm,
  ResultadoEmpresaParams,
  ResultadoSchema,
  VencidoSchema,
} from "./schemas";
import { arquivoDoRecurso, decidirRecurso, finalizarParcial, publicarIndividual, recorrer } from "./service";
import { empresasComDocumentosVencidos } from "./vencimento";

/** A tender's results: the partial finish, the candidates, the preliminary result, appeals and publication. */
export const editalResultadoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["edital"];
const BASE = "/credenciamento/edital";
const resultadoJson = json(ResultadoSchema, "Resultado do candidato");
const conflito = (descricao: string) => ({ 409: json(ErrorSchema, descricao) });

// POST /credenciamento/edital/avaliacao/{id}/finaliza/parcial/ – closes the evaluation of the enrolments
// concluded so far (preliminary result, appeal period) and answers the protocol PDF
escrita(
  editalResultadoRoutes,
  {
    method: "post",
    path: `${BASE}/avaliacao/{id}/finaliza/parcial/`,
    acao: "edital.finalizar",
    tags,
    params: IdParam,
  },
  {
    200: arquivo("Protocolo do resultado preliminar", "application/pdf"),
    ...conflito("Nenhuma inscrição com avaliação concluída"),
  },
  async ({ db, user, params, now }) => fileResponse(await finalizarParcial(db, user, params.id, now)),
);

// GET /credenciamento/edital/inscricao/{id}/empresas/ – tender {id}'s candidates, for staff
leitura(
  editalResultadoRoutes,
  { path: `${BASE}/inscricao/{id}/empresas/`, acao: "edital.gerir", tags, params: IdParam },
  json(z.array(CandidatoSchema), "Candidatos do edital"),
  ({ db, params }) => candidatosDoEdital(db, params.id),
);

// GET /credenciamento/edital/inscricao/{id}/resultado/ – tender {id}'s result: every candidate for staff
// and its evaluators, a candidate's own lines for a candidate
leitura(
  editalResultadoRoutes,
  { path: `${BASE}/inscricao/{id}/resultado/`, acao: "edital.acompanhar", tags, params: IdParam },
  json(z.array(ResultadoSchema), "Resultado do edital"),
  ({ db, user, params, now }) => resultadoDoEdital(db, user, params.id, now),
);

// GET /credenciamento/edital/inscricao/{id}/resultado/{empresa}/ – one candidate's result
leitura(
  editalResultadoRoutes,
  {
    path: `${BASE}/inscricao/{id}/resultado/{empresa}/`,
    acao: "edital.acompanhar",
    tags,
    params: ResultadoEmpresaParams,
  },
  resultadoJson,
  ({ db, user, params, now }) => resultadoDaEmpresa(db, user, params.id, params.empresa, now),
);

// PUT /credenciamento/edital/{edital}/inscricao/{inscricao}/publicar_individual/ – staff publish one
// candidate's final result, which writes its accreditation per service
endpoint(
  editalResultadoRoutes,
  {
    method: "put",
    path: `${BASE}/{edital}/inscricao/{inscricao}/publicar_individual/`,
    acao: "edital.gerir",
    tags,
    transacao: true,
    request: { query: NoQuery, params: PublicarParams, headers: IfMatchHeader },
    responses: {
      200: resultadoJson,
      ...conflito("O resultado já foi publicado, ou o prazo de recurso ainda está aberto"),
    },
  },
  ({ db, user, params, now, versao }) =>
    publicarIndividual(db, user, params.edital, params.inscricao, now, versao),
);

// POST /credenciamento/edital/inscricao/{id}/recurso/ – the candidate appeals its preliminary result
// (an extra call: the candidate's result screen; a text and an optional file, content-checked)
escrita(
  editalResultadoRoutes,
  {
    method: "post",
    path: `${BASE}/inscricao/{id}/recurso/`,
    acao: "edital.inscrever",
    tags,
    params: IdParam,
    body: formulario(RecursoForm),
  },
  { 200: resultadoJson, ...conflito("O prazo de recurso terminou") },
  ({ db, user, params, body, now }) => recorrer(db, user, params.id, body, now),
);

// PUT /credenciamento/edital/inscricao/{id}/recurso/decisao/ – staff decide an appeal (an extra call: the
// tender's result screen)
escrita(
  editalResultadoRoutes,
  {
    method: "put",
    path: `${BASE}/inscricao/{id}/recurso/decisao/`,
    acao: "edital.gerir",
    tags,
    params: IdParam,
    body: corpo(DecisaoRecursoBody),
  },
  { 200: resultadoJson, ...conflito("O recurso já foi decidido") },
  ({ db, user, params, body, now }) => decidirRecurso(db, user, params.id, body, now),
);

// GET /credenciamento/edital/inscricao/{id}/recurso/arquivo/ – the appeal's file (an extra call: staff read
// it before deciding)
leitura(
  editalResultadoRoutes,
  { path: `${BASE}/inscricao/{id}/recurso/arquivo/`, acao: "edital.acompanhar", tags, params: IdParam },
  arquivo("Arquivo do recurso"),
  async ({ db, user, params }) => fileResponse(await arquivoDoRecurso(db, user, params.id)),
);

// GET /credenciamento/edital/documentos/vencidos/ – companies with accepted tender documents past their
// validity (an extra call: staff's expiry screen)
leitura(
  editalResultadoRoutes,
  { path: `${BASE}/documentos/vencidos/`, acao: "edital.gerir", tags },
  json(z.array(VencidoSchema), "Empresas com documentos vencidos"),
  ({ db, now }) => empresasComDocumentosVencidos(db, now),
);
