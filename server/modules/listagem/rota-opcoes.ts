import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { NoQuery } from "../../lib/params";
import { hubRoute, json } from "../../lib/route";
import { OpcaoSchema } from "./schemas";
import { opcoes, type FonteOpcao } from "./service";

/** Registers GET `path` answering `[{id, descricao}]` of `fonte` by label: every unpaginated option list. */
export function rotaOpcoes(
  router: OpenAPIHono<HubEnv>,
  route: { path: string; tag: string; description: string },
  fonte: FonteOpcao,
) {
  router.openapi(
    hubRoute({
      method: "get",
      path: route.path,
      tags: [route.tag],
      request: { query: NoQuery },
      responses: { 200: json(z.array(OpcaoSchema), route.description) },
    }),
    async (c) => c.json(await opcoes(c.get("db"), fonte), 200),
  );
}
