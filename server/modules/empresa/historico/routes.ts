import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { arquivo, escrita, formulario, json, leitura } from "../../../lib/endpoint";
import { fileResponse } from "../../../lib/files";
import { IdParam } from "../../../lib/params";
import { HistoricoEmpresaSchema, NotaForm } from "./schemas";
import { anexoDoHistorico, anotar, historicoDaEmpresa } from "./service";

/** A company's history for staff: its notes (with attachments) and its accreditations' decisions. */
export const historicoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["empresa-interno"];
const PATH = "/empresa/historico/{id}/";

// GET /empresa/historico/{id}/ – the company's history, newest first
leitura(
  historicoRoutes,
  { path: PATH, acao: "empresa.consultar", tags, params: IdParam },
  json(z.array(HistoricoEmpresaSchema), "Histórico da empresa"),
  ({ db, params }) => historicoDaEmpresa(db, params.id),
);

// POST /empresa/historico/{id}/ – a staff note on the company, with an optional attachment (multipart)
escrita(
  historicoRoutes,
  {
    method: "post",
    path: PATH,
    acao: "empresa.consultar",
    tags,
    params: IdParam,
    body: formulario(NotaForm),
  },
  { 201: json(HistoricoEmpresaSchema, "Anotação registrada") },
  ({ db, user, params, body }) => anotar(db, user, params.id, body),
);

// GET /empresa/historico/anexo/{id}/ – downloads the attachment of a history row (beyond SPEC §7: the timeline's links)
leitura(
  historicoRoutes,
  { path: "/empresa/historico/anexo/{id}/", acao: "empresa.consultar", tags, params: IdParam },
  arquivo("Anexo do histórico"),
  async ({ db, params }) => fileResponse(await anexoDoHistorico(db, params.id)),
);
