import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, endpoint, escrita, formulario, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { IdParam, IfMatchHeader, NoQuery } from "../../../lib/params";
import {
  detalheDaInscricao,
  etapasDaInscricao,
  formularioDeInscricao,
  listarInscricoes,
  minhaInscricao,
} from "./detalhe";
import {
  AcaoRespostaSchema,
  DocumentoAcaoForm,
  EditalQuery,
  EtapaQuery,
  EtapasDaInscricaoSchema,
  FormularioInscricaoSchema,
  InscricaoBody,
  InscricaoDetalheSchema,
  InscricaoResumoSchema,
  ListaQuery,
  MinhaInscricaoQuery,
} from "./schemas";
import { agirNoDocumento, inscrever, passarEtapa } from "./service";

/** A provider company's enrolment in a tender: enrolling, its stages and documents, and their decisions. */
export const editalInscricaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["edital"];
const base = "/credenciamento/edital";
const detalheJson = json(InscricaoDetalheSchema, "Inscrição");
const conflito = (descricao: string) => ({ 409: json(ErrorSchema, descricao) });

// POST …/inscricao/ – a provider company enrols in a published tender for some of its services
escrita(
  editalInscricaoRoutes,
  { method: "post", path: `${base}/inscricao/`, acao: "edital.inscrever", tags, body: corpo(InscricaoBody) },
  {
    201: json(z.object({ id: z.number().int() }), "Inscrição feita"),
    ...conflito("Já inscrita, edital fechado ou prazo de inscrição encerrado"),
  },
  ({ db, user, body, now }) => inscrever(db, user, body, now),
);

// GET …/inscricao/list/ – the enrolments the user reaches: a provider its companies', an evaluator those
// assigned to them, staff every one; `edital` narrows to one tender
leitura(
  editalInscricaoRoutes,
  { path: `${base}/inscricao/list/`, acao: "edital.acompanhar", tags, query: ListaQuery },
  json(z.array(InscricaoResumoSchema), "Inscrições"),
  ({ db, user, query }) => listarInscricoes(db, user, query.edital),
);

// GET …/detalhe/inscricao/?edital= – what the enrolment form needs for a tender: whether it takes
// enrolments now, its services, and the user's provider companies with their enrolment in it
leitura(
  editalInscricaoRoutes,
  { path: `${base}/detalhe/inscricao/`, acao: "edital.inscrever", tags, query: EditalQuery },
  json(FormularioInscricaoSchema, "Formulário de inscrição"),
  ({ db, user, query, now }) => formularioDeInscricao(db, user, query.edital, now),
);

// GET …/inscricao/detalhe/?edital=[&empresa=] – the signed-in company's enrolment in a tender (the public
// tender page's "my enrolment"); 404 when it has none
leitura(
  editalInscricaoRoutes,
  { path: `${base}/inscricao/detalhe/`, acao: "edital.inscrever", tags, query: MinhaInscricaoQuery },
  detalheJson,
  ({ db, user, query, now }) => minhaInscricao(db, user, query.edital, query.empresa, now),
);

// GET …/inscricao/detalhe/{id}/ – an enrolment: its services approved, refused and pending, history, actions
leitura(
  editalInscricaoRoutes,
  { path: `${base}/inscricao/detalhe/{id}/`, acao: "edital.acompanhar", tags, params: IdParam },
  detalheJson,
  ({ db, user, params, now }) => detalheDaInscricao(db, user, params.id, now),
);

// GET …/inscricao/etapas/{id}/ – the enrolment's stages with each group and document and their actions
leitura(
  editalInscricaoRoutes,
  { path: `${base}/inscricao/etapas/{id}/`, acao: "edital.acompanhar", tags, params: IdParam },
  json(EtapasDaInscricaoSchema, "Etapas da inscrição"),
  ({ db, user, params, now }) => etapasDaInscricao(db, user, params.id, now),
);

const decisao = {
  200: json(AcaoRespostaSchema, "Nova situação"),
  409: json(ErrorSchema, "O objeto mudou ou não está na situação exigida"),
  422: json(ErrorSchema, "Arquivo de tipo não aceito"),
};

// PATCH …/inscricao/etapas/documento/{id}/ – the document's transition (multipart `acao`): the company
// sends it, the evaluator accepts, returns or rejects it. One route for the four, as the contract has it:
// the workflow checks each action's own group (403) and rule (409).
endpoint(
  editalInscricaoRoutes,
  {
    method: "patch",
    path: `${base}/inscricao/etapas/documento/{id}/`,
    acao: "edital.acompanhar",
    tags,
    transacao: true,
    request: { query: NoQuery, params: IdParam, headers: IfMatchHeader, body: formulario(DocumentoAcaoForm) },
    responses: decisao,
  },
  ({ db, user, params, body, versao, now }) => agirNoDocumento(db, user, params.id, body, versao, now),
);

// PATCH …/inscricao/etapas/next/{id}/?etapa= – the stage's transition: the company sends its current
// stage, the evaluator moves an evaluated one on; `etapa` must be the current stage (409 otherwise)
endpoint(
  editalInscricaoRoutes,
  {
    method: "patch",
    path: `${base}/inscricao/etapas/next/{id}/`,
    acao: "edital.acompanhar",
    tags,
    transacao: true,
    request: { query: EtapaQuery, params: IdParam, headers: IfMatchHeader },
    responses: { ...decisao, 422: json(ErrorSchema, "Regra de negócio não atendida") },
  },
  ({ db, user, params, query, versao, now }) => passarEtapa(db, user, params.id, query.etapa, versao, now),
);
