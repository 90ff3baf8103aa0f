import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { endpoint, json } from "../../../lib/endpoint";
import { IdParam, IfMatchHeader, NoQuery } from "../../../lib/params";
import { ArquivoDiagnosticoForm, DiagnosticoAcaoSchema, MotivoBody } from "../schemas";
import { aceitar, aprovar, corrigir, enviar, rejeitar, type Contexto } from "./service";

export const diagnosticoAcoesRoutes = new OpenAPIHono<HubEnv>();

// Every action: the diagnostic's parties, in one transaction, against the version they saw (If-Match).
const base = { acao: "diagnostico.tratar" as const, tags: ["diagnostico"], transacao: true as const };
const alvo = { query: NoQuery, params: IdParam, headers: IfMatchHeader };
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
endpoint(
  diagnosticoAcoesRoutes,
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
endpoint(
  diagnosticoAcoesRoutes,
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
endpoint(
  diagnosticoAcoesRoutes,
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
endpoint(
  diagnosticoAcoesRoutes,
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
endpoint(
  diagnosticoAcoesRoutes,
  {
    ...base,
    method: "put",
    path: "/diagnostico/externo/{id}/correcao/",
    request: { ...alvo, body: motivo },
    responses: resposta("Diagnóstico devolvido para correção"),
  },
  (c) => corrigir(c.db, quem(c), c.body.motivo),
);
