import { expect } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { test } from "./fixtures";
import { apiAs, entrarComo, VIEWPORTS, violacoes } from "./support";

// 2026-900023 (cliente@'s) was concluded in the demo data, and its final attestation issued.
const NRO = "2026-900023";
const CODIGO = /[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}/;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`public attestation page at ${name}`, () => {
    test.use({ viewport });

    test("the code on the attestation PDF opens, with no session, what it attests; an unknown code is not found", async ({
      page,
      browser,
    }) => {
      await entrarComo(page, "cliente@hub.example");
      const lista = await apiAs(page, "GET", `/solicitacao/externo/?search=${NRO}`);
      const { id } = lista.results.find((s: { nrosolicitacao: string }) => s.nrosolicitacao === NRO);
      const token = (await page.context().cookies()).find((c) => c.name === "hub-token")?.value;
      const res = await page.request.post(`/api/hub/avaliacao/gerar/atestofinal/${id}/`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.ok()).toBe(true);
      const pdf = await getDocumentProxy(new Uint8Array(await res.body()));
      const texto = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
      const codigo = texto.match(CODIGO)![0];
      // The address beside the QR code is the page opened below.
      expect(texto).toContain(`/atestado/${codigo}`);

      const anonimo = await (await browser.newContext({ viewport })).newPage();
      await anonimo.goto(`/atestado/${codigo}`);
      await expect(
        anonimo.getByRole("heading", { level: 1, name: "Atestado final de execução" }),
      ).toBeVisible();
      await expect(anonimo.getByText("Atestado autêntico, emitido pelo portal Hub")).toBeVisible();
      await expect(anonimo.getByText(NRO, { exact: true })).toBeVisible();
      await expect(anonimo.getByText(`${NRO}-P1`, { exact: true })).toBeVisible();
      await expect(anonimo.getByText(codigo, { exact: true })).toBeVisible();
      await expect(anonimo.getByRole("heading", { name: "Etapas" })).toBeVisible();
      await expect(anonimo.getByRole("listitem")).toHaveCount(4);
      // Nothing scrolls sideways on a phone.
      expect(await anonimo.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await violacoes(anonimo)).toEqual([]);

      await anonimo.goto("/atestado/AAAA-BBBB-CCCC-DDDD");
      await expect(anonimo.getByRole("heading", { level: 1, name: "Atestado não encontrado" })).toBeVisible();
      await expect(
        anonimo.getByText("Nenhum atestado tem o código AAAA-BBBB-CCCC-DDDD.", { exact: false }),
      ).toBeVisible();
      expect(await violacoes(anonimo)).toEqual([]);
      await anonimo.context().close();
    });
  });
}
