import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { json, leitura } from "../../../lib/endpoint";
import { IdParam } from "../../../lib/params";
import { InscricaoResumoSchema } from "../inscricao/schemas";
import { AvaliacaoResumoSchema, EditalDoAvaliadorSchema } from "./schemas";
import { avaliacoesDoAvaliador, editalDoAvaliador, inscricoesDoAvaliador } from "./service";

/** The evaluator's side of the tenders: what is assigned to them and waits for a decision. */
export const editalAvaliacaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["edital"];
const base = "/credenciamento/edital";

// GET …/avaliacao/list/ – the tenders with enrolments assigned to the evaluator, with what waits in each
leitura(
  editalAvaliacaoRoutes,
  { path: `${base}/avaliacao/list/`, acao: "edital.avaliar", tags },
  json(z.array(AvaliacaoResumoSchema), "Editais em avaliação"),
  ({ db, user }) => avaliacoesDoAvaliador(db, user),
);

// GET …/avaliacao/{id}/inscricoes/ – a tender's enrolments assigned to the evaluator
leitura(
  editalAvaliacaoRoutes,
  { path: `${base}/avaliacao/{id}/inscricoes/`, acao: "edital.avaliar", tags, params: IdParam },
  json(z.array(InscricaoResumoSchema), "Inscrições do avaliador"),
  ({ db, user, params }) => inscricoesDoAvaliador(db, user, params.id),
);

// GET …/detalhe/{id}/page_avaliador/ – the tender as its evaluator sees it: stages, documents, progress
leitura(
  editalAvaliacaoRoutes,
  { path: `${base}/detalhe/{id}/page_avaliador/`, acao: "edital.avaliar", tags, params: IdParam },
  json(EditalDoAvaliadorSchema, "Edital do avaliador"),
  ({ db, user, params }) => editalDoAvaliador(db, user, params.id),
);
