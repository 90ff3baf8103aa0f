import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { json } from "../../../lib/endpoint";
import { IdParam } from "../../../lib/params";
import { transicao } from "../../../lib/transicao";
import { ArquivoDiagnosticoForm, DiagnosticoAcaoSchema, MotivoBody } from "../schemas";
import { diagnosticoWorkflow as wf } from "../workflow";
import { aceitar, aprovar, corrigir, enviar, rejeitar, type Contexto } from "./service";

export const diagnosticoAcoesRoutes = new OpenAPIHono<HubEnv>();

const base = { tags: ["diagnostico"] };
const alvo = { params: IdParam };
const motivo = { content: { "application/json": { schema: MotivoBody } }, required: true };
const resposta = (descricao: string) => ({ 200: json(DiagnosticoAcaoSchema, descricao) });
const quem = (c: {
  user: Contexto["user"];
  params: { id: number };
  versao?: number;
  now: Date;
}): Contexto => ({
  user: c.user,
  id: c.params.id,
  versao: c.versao,
  now: c.now,
});

// PATCH /diagnostico/externo/{id}/aceite/ – the provider accepts the diagnostic and starts writing it
transicao(
  diagnosticoAcoesRoutes,
  wf,
  "aceitar",
  {
    ...base,
    method: "patch",
    path: "/diagnostico/externo/{id}/aceite/",
    request: alvo,
    responses: resposta("Diagnóstico aceito"),
  },
  (c) => aceitar(c.db, quem(c)),
);

// PATCH /diagnostico/externo/{id}/rejeita/ – the provider refuses it with a reason; the request goes back to staff
transicao(
  diagnosticoAcoesRoutes,
  wf,
  "rejeitar",
  {
    ...base,
    method: "patch",
    path: "/diagnostico/externo/{id}/rejeita/",
    request: { ...alvo, body: motivo },
    responses: resposta("Diagnóstico recusado"),
  },
  (c) => rejeitar(c.db, quem(c), c.body.motivo),
);

// PUT /diagnostico/externo/{id}/envia/arquivo/ – the provider sends the diagnostic's PDF (multipart)
transicao(
  diagnosticoAcoesRoutes,
  wf,
  "enviar",
  {
    ...base,
    method: "put",
    path: "/diagnostico/externo/{id}/envia/arquivo/",
    request: {
      ...alvo,
      body: { content: { "multipart/form-data": { schema: ArquivoDiagnosticoForm } }, required: true },
    },
    responses: resposta("Diagnóstico enviado"),
  },
  (c) => enviar(c.db, quem(c), c.body.arquivo),
);

// PATCH /diagnostico/externo/{id}/aprovar/ – the client approves it; the request opens for proposals
transicao(
  diagnosticoAcoesRoutes,
  wf,
  "aprovar",
  {
    ...base,
    method: "patch",
    path: "/diagnostico/externo/{id}/aprovar/",
    request: alvo,
    responses: resposta("Diagnóstico aprovado"),
  },
  (c) => aprovar(c.db, quem(c)),
);

// PUT /diagnostico/externo/{id}/correcao/ – the client returns it to the provider saying what to fix
transicao(
  diagnosticoAcoesRoutes,
  wf,
  "corrigir",
  {
    ...base,
    method: "put",
    path: "/diagnostico/externo/{id}/correcao/",
    request: { ...alvo, body: motivo },
    responses: resposta("Diagnóstico devolvido para correção"),
  },
  (c) => corrigir(c.db, quem(c), c.body.motivo),
);
