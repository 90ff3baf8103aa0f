import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";

export const programaRoutes = new OpenAPIHono<HubEnv>();
