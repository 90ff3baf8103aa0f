import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { programa } from "../../db/schema";

/** Programmes by name, filtered by situation and by use for internal hiring when given. */
export const listProgramas = (conn: Conn, f: { status?: boolean; contratacao_interna?: boolean }) =>
  conn
    .select({
      id: programa.id,
      descricao: programa.descricao,
      ativo: programa.ativo,
      contratacao_interna: programa.contratacaoInterna,
    })
    .from(programa)
    .where(
      and(
        f.status === undefined ? undefined : eq(programa.ativo, f.status),
        f.contratacao_interna === undefined
          ? undefined
          : eq(programa.contratacaoInterna, f.contratacao_interna),
      ),
    )
    .orderBy(asc(programa.descricao));
