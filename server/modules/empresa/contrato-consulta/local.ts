import "server-only";
import type { Conn } from "../../../db/client";
import { contratosDoHub } from "./consulta";
import type { DriverRm } from "./driver";

/** The built-in RM driver: the ERP's contracts are the Hub's own, read by document and product code. */
export const rmLocal = (conn: Conn): DriverRm => ({
  nome: "local",
  contratos: ({ documento, servico }) =>
    contratosDoHub(conn, { documento }, servico === undefined ? undefined : { codigo: servico }),
});
