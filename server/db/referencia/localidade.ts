import "server-only";
import { getMunicipalities, getStates } from "@brazilian-utils/brazilian-utils";
import type { Conn } from "../client";
import { cidade, estado } from "../schema";
import { chunks, idsBy, need } from "./util";

/** The 27 UFs and every IBGE municipality; returns at once when the tables are already complete. */
export async function seedLocalidades(db: Conn): Promise<void> {
  const states = getStates();
  const municipalities = getMunicipalities();
  const [estados, cidades] = await Promise.all([db.$count(estado), db.$count(cidade)]);
  if (estados === states.length && cidades === municipalities.length) return;

  await db
    .insert(estado)
    .values(states.map((s) => ({ sigla: s.code, nome: s.name })))
    .onConflictDoNothing();
  const estadoIds = await idsBy<string>(db, estado, estado.sigla);
  const rows = municipalities.map((m) => ({
    codigoIbge: m.code,
    nome: m.name,
    estadoId: need(estadoIds, m.stateCode, "estado"),
  }));
  for (const chunk of chunks(rows, 1000)) {
    await db.insert(cidade).values(chunk).onConflictDoNothing();
  }
}
