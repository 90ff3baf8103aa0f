import "server-only";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Acao } from "../../../authz/acoes";
import type { HubEnv } from "../../../lib/context";
import { rotaLista } from "../../../lib/endpoint";
import { OpcaoSchema } from "../schemas";
import { opcoes, type FonteOpcao } from "../service";

/** Registers GET `path` answering `[{id, descricao}]` of `fonte` by label: every unpaginated option list. */
export const rotaOpcoes = (
  router: OpenAPIHono<HubEnv>,
  route: { path: string; acao: Acao; tag: string; description: string },
  fonte: FonteOpcao,
) => rotaLista(router, route, OpcaoSchema, (db) => opcoes(db, fonte));
