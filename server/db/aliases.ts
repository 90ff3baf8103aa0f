import { alias } from "drizzle-orm/pg-core";
import { empresa, usuario } from "./schema";

// The tables a query reads in a role, under the one name every query gives them: the provider's and the
// client's company beside each other, the consultant beside the user acting.
export const prestador = alias(empresa, "prestador");
export const cliente = alias(empresa, "cliente");
export const consultor = alias(usuario, "consultor");
