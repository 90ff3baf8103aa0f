import "server-only";
import { SITUACAO_INTEGRACAO as S, SITUACOES_EM_ABERTO } from "@/lib/regras/integracao";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { corpo, escrita, json, leitura } from "../../lib/endpoint";
import { escritaExterna } from "../../lib/externa";
import { IdParam } from "../../lib/params";
import { historicoDoEmail, listarEmails, reenviarAgora } from "../email";
import { reenviar, remover, reprocessar } from "./acoes";
import { definirModoDoSandbox, modoDoSandbox } from "./driver";
import { historico, listarRegistros, naoPagos, registroDe } from "./consulta";
import { painel } from "./painel";
import {
  BuscaQuery,
  EmailQuery,
  HistoricoSchema,
  MetricaQuery,
  ModoSandboxSchema,
  NaoPagoPage,
  PainelSchema,
  ProvisionamentoQuery,
  RegistroPage,
  SistemaParam,
  TIPOS_RM,
} from "./schemas";

/**
 * SPEC §7 "Integration (admin)": the metrics sent for concluded requests and approved diagnostics, the ERP's
 * provisionings and payments, and (beside SPEC) each consumer's state and the sandboxes' behaviour.
 */
export const integracaoAdminRoutes = new OpenAPIHono<HubEnv>();
const tags = ["integracao"];
const acao = "integracao.administrar";
const historicoJson = json(HistoricoSchema, "O registro e suas tentativas de entrega");

for (const tipo of ["solicitacao", "diagnostico"] as const) {
  const daMetrica = (db: Parameters<typeof registroDe>[0], id: number) =>
    registroDe(db, "metricas", { tipo, objetoId: id });

  // GET /integracao/admin/metricas/{solicitacao|diagnostico}/ – the metrics, with their delivery state
  leitura(
    integracaoAdminRoutes,
    { path: `/integracao/admin/metricas/${tipo}/`, acao, tags, query: MetricaQuery },
    json(RegistroPage, "Métricas"),
    ({ db, query, pagina }) => pagina((win) => listarRegistros(db, "metricas", [tipo], query, win)),
  );

  // GET …/{id}/historico/ – the metric of request (or diagnostic) {id} and its attempts
  leitura(
    integracaoAdminRoutes,
    { path: `/integracao/admin/metricas/${tipo}/{id}/historico/`, acao, tags, params: IdParam },
    historicoJson,
    async ({ db, params }) => historico(db, await daMetrica(db, params.id)),
  );

  // POST …/{id}/ – sends the metric again now
  escritaExterna(
    integracaoAdminRoutes,
    { method: "post", path: `/integracao/admin/metricas/${tipo}/{id}/`, acao, tags, params: IdParam },
    { 200: historicoJson },
    async ({ db, params, now }) => reenviar(db, await daMetrica(db, params.id), now),
  );

  // DELETE …/{id}/ – removes the metric (the metrics system is told when it holds it)
  escritaExterna(
    integracaoAdminRoutes,
    { method: "delete", path: `/integracao/admin/metricas/${tipo}/{id}/`, acao, tags, params: IdParam },
    { 200: historicoJson },
    async ({ db, params, now }) => remover(db, await daMetrica(db, params.id), now),
  );
}

// GET /integracao/admin/rm/provisionamento/ – the ERP's records; by default those failed or waiting
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/rm/provisionamento/", acao, tags, query: ProvisionamentoQuery },
  json(RegistroPage, "Provisionamentos"),
  ({ db, query, pagina }) =>
    pagina((win) =>
      listarRegistros(
        db,
        "rm",
        [...TIPOS_RM],
        { ...query, situacao: query.situacao ?? SITUACOES_EM_ABERTO },
        win,
      ),
    ),
);

// GET /integracao/admin/rm/provisionamento/{id}/historico/ – a provisioning and its attempts (beside SPEC)
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/rm/provisionamento/{id}/historico/", acao, tags, params: IdParam },
  historicoJson,
  async ({ db, params }) => historico(db, await registroDe(db, "rm", params.id)),
);

// POST /integracao/admin/rm/provisionamento/{id}/reprocessar/ – tries a failed or waiting provisioning now
escritaExterna(
  integracaoAdminRoutes,
  {
    method: "post",
    path: "/integracao/admin/rm/provisionamento/{id}/reprocessar/",
    acao,
    tags,
    params: IdParam,
  },
  { 200: historicoJson },
  async ({ db, params, now }) => reprocessar(db, await registroDe(db, "rm", params.id), now),
);

// POST /integracao/admin/rm/provisionamento/{id}/remover/ – removes it (from the ERP too, when it holds it)
escritaExterna(
  integracaoAdminRoutes,
  { method: "post", path: "/integracao/admin/rm/provisionamento/{id}/remover/", acao, tags, params: IdParam },
  { 200: historicoJson },
  async ({ db, params, now }) => remover(db, await registroDe(db, "rm", params.id), now),
);

// GET /integracao/admin/pagamento/ – the payments the ERP holds, and the refunds of them
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/pagamento/", acao, tags, query: BuscaQuery },
  json(RegistroPage, "Pagamentos integrados"),
  ({ db, query, pagina }) =>
    pagina((win) =>
      listarRegistros(db, "rm", ["pagamento", "estorno"], { ...query, situacao: [S.ENVIADO] }, win),
    ),
);

// GET /integracao/admin/pagamento/nao-pagos/ – the clients' payments still unpaid (pending or failed)
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/pagamento/nao-pagos/", acao, tags, query: BuscaQuery },
  json(NaoPagoPage, "Pagamentos não pagos"),
  ({ db, query, pagina }) => pagina((win) => naoPagos(db, query.search, win)),
);

// GET /integracao/admin/email/ – the e-mails, by default those that failed, with their last error (beside SPEC)
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/email/", acao, tags, query: EmailQuery },
  json(RegistroPage, "E-mails"),
  ({ db, query, pagina }) => pagina((win) => listarEmails(db, query, win)),
);

// GET /integracao/admin/email/{id}/historico/ – an e-mail and its attempts at sending
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/email/{id}/historico/", acao, tags, params: IdParam },
  historicoJson,
  ({ db, params }) => historicoDoEmail(db, params.id),
);

// POST /integracao/admin/email/{id}/reenviar/ – sends an e-mail not sent yet now, from zero attempts
escritaExterna(
  integracaoAdminRoutes,
  { method: "post", path: "/integracao/admin/email/{id}/reenviar/", acao, tags, params: IdParam },
  { 200: historicoJson },
  ({ db, params, now }) => reenviarAgora(db, params.id, now),
);

// GET /integracao/admin/painel/ – each consumer's waiting, failed and delivered, and its last 30 days
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/painel/", acao, tags },
  json(PainelSchema, "Estado de cada consumidor"),
  ({ db, now }) => painel(db, now),
);

// GET and PUT /integracao/admin/sandbox/{sistema}/ – whether the built-in system fails, or is slow
leitura(
  integracaoAdminRoutes,
  { path: "/integracao/admin/sandbox/{sistema}/", acao, tags, params: SistemaParam },
  json(ModoSandboxSchema, "Comportamento do sandbox"),
  ({ db, params }) => modoDoSandbox(db, params.sistema),
);
escrita(
  integracaoAdminRoutes,
  {
    method: "put",
    path: "/integracao/admin/sandbox/{sistema}/",
    acao,
    tags,
    params: SistemaParam,
    body: corpo(ModoSandboxSchema),
  },
  { 200: json(ModoSandboxSchema, "Comportamento do sandbox") },
  ({ db, params, body }) => definirModoDoSandbox(db, params.sistema, body),
);
