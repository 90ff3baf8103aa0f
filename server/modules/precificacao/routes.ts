import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { lista } from "../../lib/endpoint";
import { FaixaQuilometragemSchema, ModeloHoraSchema, PlanoPagamentoSchema } from "./schemas";
import { listFaixasQuilometragem, listModelosHora, listPlanosPagamento } from "./service";

export const precificacaoRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/modelo-hora/ – hourly rate models, by name
lista(
  precificacaoRoutes,
  {
    path: "/listagem/interno/modelo-hora/",
    acao: "precificacao.ver",
    tags: ["listagem"],
    descricao: "Modelos de hora",
  },
  ModeloHoraSchema,
  listModelosHora,
);

// GET /listagem/interno/plano-pagamento/ – payment plans, by number of instalments
lista(
  precificacaoRoutes,
  {
    path: "/listagem/interno/plano-pagamento/",
    acao: "precificacao.ver",
    tags: ["listagem"],
    descricao: "Planos de pagamento",
  },
  PlanoPagamentoSchema,
  listPlanosPagamento,
);

// GET /listagem/interno/faixa-quilometragem/ – travel allowance bands, from the nearest
lista(
  precificacaoRoutes,
  {
    path: "/listagem/interno/faixa-quilometragem/",
    acao: "precificacao.ver",
    tags: ["listagem"],
    descricao: "Faixas de quilometragem",
  },
  FaixaQuilometragemSchema,
  listFaixasQuilometragem,
);
