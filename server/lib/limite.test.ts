import { expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { esgotado, exigirLimites, liberar, tomar } from "./limite";

const api = usarApiDeTeste();
const AGORA = new Date("2026-08-03T13:00:00Z");
const depois = (ms: number) => new Date(AGORA.getTime() + ms);

it("takes attempts up to the limit, refuses past it without counting, and opens a new window when it ends", async () => {
  const l = { chave: "teste:janela", max: 3, janelaMs: 60_000 };
  expect(await tomar(api.db, l, AGORA)).toBe(1);
  expect(await tomar(api.db, l, depois(1_000))).toBe(2);
  expect(await esgotado(api.db, l, depois(1_000))).toBe(false);
  expect(await tomar(api.db, l, depois(2_000))).toBe(3);
  expect(await esgotado(api.db, l, depois(2_000))).toBe(true);
  expect(await tomar(api.db, l, depois(3_000))).toBeNull();
  expect(await tomar(api.db, l, depois(59_999))).toBeNull();
  // The window counts from its first attempt, not the last: at 60 s it is over.
  expect(await esgotado(api.db, l, depois(60_000))).toBe(false);
  expect(await tomar(api.db, l, depois(60_000))).toBe(1);
  await liberar(api.db, l.chave);
  expect(await tomar(api.db, l, depois(60_001))).toBe(1);
});

it("refuses with 429 at the first spent limit and, in a transaction, takes nothing from the others", async () => {
  const link = { chave: "teste:link", max: 5, janelaMs: 60_000 };
  const ip = { chave: "teste:ip", max: 1, janelaMs: 60_000 };
  expect(await exigirLimites(api.db, [link, ip], AGORA, "Tentativas demais.")).toEqual([1, 1]);
  const recusa = api.db.transaction((tx) => exigirLimites(tx, [link, ip], AGORA, "Tentativas demais."));
  await expect(recusa).rejects.toMatchObject({ status: 429, detail: "Tentativas demais." });
  expect(await tomar(api.db, link, AGORA)).toBe(2);
});

it("lets exactly `max` of many attempts at once through, and never fails while the key is cleared meanwhile", async () => {
  const l = { chave: "teste:simultaneas", max: 5, janelaMs: 60_000 };
  const vezes = await Promise.all(Array.from({ length: 40 }, () => tomar(api.db, l, AGORA)));
  expect(vezes.filter((n) => n !== null).sort()).toEqual([1, 2, 3, 4, 5]);

  // The sign-in throttle's race (issue 43, item 3): a row deleted between its upsert and its SELECT … FOR
  // UPDATE. Here the count is the upsert's own answer, so clearing the key at any moment costs nothing.
  const c = { chave: "teste:limpa", max: 1_000, janelaMs: 60_000 };
  const misturadas = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? liberar(api.db, c.chave)
        : api.db.transaction(async (tx) => {
            const n = await tomar(tx, c, AGORA);
            expect(n).toBeGreaterThanOrEqual(1);
            return n;
          }),
    ),
  );
  expect(misturadas.filter((n) => typeof n === "number").length).toBe(40);
});
