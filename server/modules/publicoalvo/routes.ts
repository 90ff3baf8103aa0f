import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";

export const publicoAlvoRoutes = new OpenAPIHono<HubEnv>();
