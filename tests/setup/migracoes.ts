import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const PASTA_DAS_MIGRACOES = path.join(process.cwd(), "server/db/migrations");

/** A copy of the migrations up to journal index `idx`: the database as it was before a later one. */
export function migracoesAte(idx: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "hub-migracoes-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(PASTA_DAS_MIGRACOES, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= idx);
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    copyFileSync(path.join(PASTA_DAS_MIGRACOES, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}
