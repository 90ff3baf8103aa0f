import "server-only";
import { createRoute, z, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { hasAnyRole } from "@/lib/roles";
import { PERMISSIONS } from "../authz/permissions";
import { ErrorSchema, forbidden, unauthorized } from "./errors";
import type { Db } from "../db/client";
import type { HubEnv } from "./context";
import { NoQuery } from "./params";

/** Keys of the routes built by hubRoute, so a test can prove no route skipped the permission check. */
export const GUARDED_ROUTES = new Set<string>();

function authorize(key: string): MiddlewareHandler<HubEnv> {
  const access = PERMISSIONS[key];
  if (!access) throw new Error(`Rota sem regra na tabela de permissões: ${key}`);
  GUARDED_ROUTES.add(key);
  return async (c, next) => {
    if (access !== "public") {
      const user = c.get("user");
      if (!user) throw unauthorized();
      if (access !== "authenticated" && !hasAnyRole(user, access)) throw forbidden();
    }
    await next();
  };
}

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const errorResponse = (description: string) => json(ErrorSchema, description);

/**
 * createRoute plus the permission rule of the table and the error responses every route may give.
 * Every route must declare its query (NoQuery when it takes none), so unknown parameters are refused
 * (DESIGN §3) rather than silently ignored.
 */
export function hubRoute<const R extends Omit<RouteConfig, "middleware">>(config: R) {
  const key = `${config.method.toUpperCase()} ${config.path}`;
  if (!config.request?.query) throw new Error(`Rota sem esquema de query (use NoQuery): ${key}`);
  return createRoute({
    ...config,
    middleware: [authorize(key)] as const,
    responses: {
      400: errorResponse("Dados inválidos"),
      401: errorResponse("Sessão ausente ou inválida"),
      403: errorResponse("Sem permissão"),
      404: errorResponse("Não encontrado"),
      ...config.responses,
    },
  });
}

/**
 * Registers GET `path` that takes no query and answers `listar(db)`, an array of `item`: the reference
 * lists that need neither the user nor parameters.
 */
export function rotaLista<T extends z.ZodType>(
  router: OpenAPIHono<HubEnv>,
  route: { path: string; tag: string; description: string },
  item: T,
  listar: (db: Db) => Promise<z.infer<T>[]>,
) {
  router.openapi(
    hubRoute({
      method: "get",
      path: route.path,
      tags: [route.tag],
      request: { query: NoQuery },
      responses: { 200: json(z.array(item), route.description) },
    }),
    async (c) => c.json(await listar(c.get("db")), 200),
  );
}
