import "server-only";
import { inArray } from "drizzle-orm";
import type { Conn } from "../client";
import { status, substatus } from "../schema";
import { need } from "./util";
import { STATUS } from "./data/status";

/** Statuses and substatuses of every workflow (DESIGN §5). Substatus `ordem` runs through the whole flow. */
export async function seedStatus(db: Conn): Promise<void> {
  const entidades = Object.keys(STATUS);
  await db
    .insert(status)
    .values(
      entidades.flatMap((entidade) =>
        STATUS[entidade].map((s, i) => ({
          entidade,
          codigo: s.codigo,
          descricao: s.descricao,
          cor: s.cor,
          ordem: i + 1,
        })),
      ),
    )
    .onConflictDoNothing();

  const rows = await db
    .select({ id: status.id, entidade: status.entidade, codigo: status.codigo })
    .from(status)
    .where(inArray(status.entidade, entidades));
  const ids = new Map(rows.map((r) => [`${r.entidade}:${r.codigo}`, r.id]));

  await db
    .insert(substatus)
    .values(
      entidades.flatMap((entidade) => {
        let ordem = 0;
        return STATUS[entidade].flatMap((s) =>
          (s.substatus ?? [{ codigo: s.codigo, descricao: s.descricao, cor: s.cor }]).map((sub) => ({
            statusId: need(ids, `${entidade}:${s.codigo}`, "status"),
            codigo: sub.codigo,
            descricao: sub.descricao,
            cor: sub.cor,
            ordem: ++ordem,
          })),
        );
      }),
    )
    .onConflictDoNothing();
}
