import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { ptBR } from "zod/locales";
import { enderecoDoCliente } from "@/lib/endereco";
import type { Deps, HubEnv } from "./lib/context";
import { limitarCorpoPorTipo } from "./lib/corpo";
import { GUARDED_ROUTES } from "./lib/endpoint";
import { errorResponse, fieldErrors } from "./lib/errors";
import { authRoutes, resolveToken } from "./modules/auth";
import { usuarioRoutes } from "./modules/usuario";
import {
  consultorRoutes,
  contratoConsultaRoutes,
  credenciamentoRoutes,
  empresaRoutes,
  empresaUsuarioRoutes,
} from "./modules/empresa";
import { unidadeAtendimentoRoutes } from "./modules/unidade-atendimento";
import { centrocustoRoutes } from "./modules/centrocusto";
import { localidadeRoutes } from "./modules/localidade";
import { statusRoutes } from "./modules/status";
import { areaAtuacaoRoutes } from "./modules/area-atuacao";
import { precificacaoRoutes } from "./modules/precificacao";
import { sasRoutes } from "./modules/sas";
import {
  solicitacaoAcoesRoutes,
  solicitacaoConsultaRoutes,
  solicitacaoCriacaoRoutes,
  solicitacaoEnvioRoutes,
  solicitacaoRoutes,
} from "./modules/solicitacao";
import { servicoRoutes } from "./modules/servico";
import { modeloOfertaRoutes } from "./modules/modelooferta";
import { temaRoutes } from "./modules/tema";
import { portalDocumentoRoutes } from "./modules/portal-documento";
import { certificadoRoutes, notaRoutes, projetoRoutes } from "./modules/projeto";
import { avaliacaoRoutes } from "./modules/avaliacao";
import { diagnosticoAcoesRoutes, diagnosticoRoutes } from "./modules/diagnostico";
import { propostaAcoesRoutes, propostaRoutes } from "./modules/proposta";
import { editalAvaliacaoRoutes, editalCriacaoRoutes, editalInscricaoRoutes } from "./modules/edital";
import { contratoRoutes } from "./modules/contrato";
import { pagamentoRoutes } from "./modules/pagamento";
import { programaRoutes } from "./modules/programa";
import { publicoAlvoRoutes } from "./modules/publicoalvo";
import { parametroRoutes } from "./modules/parametro";
import { integracaoAdminRoutes, integracaoRoutes } from "./modules/integracao";
import { questionarioRoutes } from "./modules/questionario";
import { parceiroRoutes } from "./modules/parceiro";
import { mensagemRoutes } from "./modules/mensagem";
import { criarCentral, notificacaoRoutes } from "./modules/notificacao";
import { emailRoutes } from "./modules/email";
import { dashRoutes } from "./modules/dash";
import { editalResultadoRoutes } from "./modules/edital";
import { documentar } from "./openapi";

// Validation messages reach users as they are, so they are in Portuguese.
z.config(ptBR());

export const API_BASE = "/api/hub";

// Hono's own refusals of a body (not JSON, not form data, or a type the route does not take) come as
// HTTPExceptions with English text; they answer in the API's error shape, in Portuguese, not as a 500.
const BODY_ERRORS: Partial<Record<number, string>> = {
  400: "O corpo da requisição está malformado.",
  415: "Formato de envio não aceito por esta rota.",
};

const bearer = (header: string | undefined) => header?.match(/^Bearer\s+(\S+)$/i)?.[1];

export function createApp(deps: Deps) {
  const now = deps.now ?? (() => new Date());
  const full: Required<Deps> = {
    now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    proxies: [],
    segredo: "",
    ouvir: async () => async () => undefined,
    ...deps,
    central: deps.central ?? criarCentral({ db: deps.db, now, ouvir: deps.ouvir }),
  };
  const app = new OpenAPIHono<HubEnv>({
    strict: true,
    defaultHook: (result, c) => {
      if (!result.success)
        return c.json({ detail: "Dados inválidos.", errors: fieldErrors(result.error as z.ZodError) }, 400);
    },
  }).basePath(API_BASE);

  app.use(async (c, next) => {
    full.central.iniciar();
    const db = await full.db();
    c.set("db", db);
    c.set("deps", full);
    c.set(
      "ip",
      enderecoDoCliente((nome) => c.req.header(nome), full.proxies, full.segredo),
    );
    const raw = bearer(c.req.header("authorization"));
    const sessao = raw ? await resolveToken(db, raw, full.now()) : null;
    c.set("user", sessao?.user ?? null);
    c.set("versoes", sessao?.versoes ?? null);
    await next();
    // A change may have written events: they are delivered after the answer, never holding it up.
    if (c.req.method !== "GET" && c.res.status < 400)
      full.central.entregar().catch((e: unknown) => console.error("Hub: falha ao entregar notificações", e));
  });
  // The body's limit after the session: a caller without one has a few KB read at most, and none on a route
  // that needs a session (its 401 comes before the body is read).
  app.use(limitarCorpoPorTipo);

  app.route("/", authRoutes);
  app.route("/", usuarioRoutes);
  app.route("/", empresaRoutes);
  app.route("/", credenciamentoRoutes);
  // Before the tender's own routes: its `detalhe/{id}/` would take `detalhe/inscricao/` first.
  app.route("/", editalInscricaoRoutes).route("/", editalAvaliacaoRoutes);
  app.route("/", consultorRoutes);
  app.route("/", contratoConsultaRoutes);
  app.route("/", empresaUsuarioRoutes);
  app.route("/", unidadeAtendimentoRoutes);
  app.route("/", centrocustoRoutes);
  app.route("/", localidadeRoutes);
  app.route("/", statusRoutes);
  app.route("/", areaAtuacaoRoutes);
  app.route("/", precificacaoRoutes);
  app.route("/", sasRoutes);
  app.route("/", solicitacaoEnvioRoutes);
  app.route("/", solicitacaoRoutes);
  app.route("/", servicoRoutes);
  app.route("/", modeloOfertaRoutes);
  app.route("/", temaRoutes);
  app.route("/", portalDocumentoRoutes);
  app.route("/", solicitacaoConsultaRoutes);
  app.route("/", solicitacaoAcoesRoutes);
  app.route("/", editalResultadoRoutes);
  app.route("/", solicitacaoCriacaoRoutes);
  app.route("/", projetoRoutes);
  app.route("/", notaRoutes);
  app.route("/", certificadoRoutes);
  app.route("/", avaliacaoRoutes);
  app.route("/", diagnosticoRoutes);
  app.route("/", diagnosticoAcoesRoutes);
  app.route("/", propostaRoutes);
  app.route("/", propostaAcoesRoutes);
  app.route("/", contratoRoutes);
  app.route("/", pagamentoRoutes);
  app.route("/", programaRoutes);
  app.route("/", publicoAlvoRoutes);
  app.route("/", parametroRoutes);
  app.route("/", questionarioRoutes);
  app.route("/", parceiroRoutes);
  app.route("/", mensagemRoutes);
  app.route("/", notificacaoRoutes);
  app.route("/", emailRoutes);
  app.route("/", integracaoRoutes).route("/", integracaoAdminRoutes);
  app.route("/", dashRoutes);
  app.route("/", editalCriacaoRoutes);

  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  // Generating the document walks every route's schemas (~30 ms); the routes are fixed once the app is
  // built, so it is generated at the first call and served from memory after.
  let documento: ReturnType<typeof documentar> | undefined;
  app.get("/openapi.json", (c) =>
    c.json(
      (documento ??= documentar(
        app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "Hub API", version: "1.0.0" } }),
        API_BASE,
        (rota) => GUARDED_ROUTES.get(rota),
      )),
    ),
  );
  app.notFound((c) => c.json({ detail: "Recurso não encontrado." }, 404));
  app.onError((err, c) =>
    err instanceof HTTPException && err.status < 500
      ? c.json({ detail: BODY_ERRORS[err.status] ?? "Requisição inválida." }, err.status)
      : errorResponse(c, err),
  );
  return app;
}
