import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { apiAs, entrarComo, signedIn, VIEWPORTS, violacoes } from "./support";

// 2026-900022's stages were all approved in the demo data and their invoices authorised, none sent yet.
const NRO = "2026-900022";
const pdf = (nome: string) => ({
  name: nome,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
});

type Linha = { parcela: { id: number; numero: number }; acoes: string[] };

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`invoice payment at ${name}`, () => {
    test.use({ viewport });

    test("staff record an invoice paid with the day and the proof; the provider sees both", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      // Set-up through the API: the provider sends the next authorised invoice.
      await entrarComo(page, "gestor@hub.example");
      const [projeto] = (await apiAs(page, "GET", `/projeto/consultor/?search=${NRO}`)).results;
      const prestador = await signedIn(browser, "prestador@hub.example");
      const notas: Linha[] = await apiAs(prestador, "GET", `/projeto/externo/${projeto.id}/notas/`);
      const linha = notas.find((l) => l.acoes.includes("enviar"))!;
      const n = linha.parcela.numero;
      const token = (await prestador.context().cookies()).find((c) => c.name === "hub-token")?.value;
      const envio = await prestador.request.patch(`/api/hub/projeto/externo/${projeto.id}/notas/enviar/`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { parcela: String(linha.parcela.id), arquivo: pdf(`nota-${n}.pdf`) },
      });
      expect(envio.status()).toBe(204);

      await page.goto(`/interno/consultor/projetos/${projeto.id}`);
      const item = page.locator(".lista-item").filter({ hasText: `Nota ${n}: Enviada` });
      await item.getByRole("button", { name: "Registrar pagamento" }).click();
      const modal = page.getByRole("dialog", { name: `Registrar pagamento da Nota ${n}` });
      // The day is asked (today by default) and the proof required.
      await expect(modal.getByLabel("Data do pagamento")).not.toHaveValue("");
      await expect(async () => {
        await modal.getByRole("button", { name: "Registrar pagamento" }).click();
        await expect(modal.getByText("Anexe o comprovante do pagamento.")).toBeVisible({ timeout: 2_000 });
      }).toPass();
      expect(await violacoes(page)).toEqual([]);
      await modal.locator('input[type="file"]').setInputFiles(pdf("comprovante.pdf"));
      await modal.getByRole("button", { name: "Registrar pagamento" }).click();
      const paga = page.locator(".lista-item").filter({ hasText: `Nota ${n}: Paga` });
      await expect(paga.getByText(/paga em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
      const download = page.waitForEvent("download");
      await paga.getByRole("button", { name: `Baixar comprovante da Nota ${n}` }).click();
      expect((await download).suggestedFilename()).toBe(`comprovante-nota-${n}.pdf`);

      // The provider reads the day and downloads the proof.
      const lido: (Linha & { nota: { dtapagamento: string; tem_comprovante: boolean } })[] = await apiAs(
        prestador,
        "GET",
        `/projeto/externo/${projeto.id}/notas/`,
      );
      expect(lido.find((l) => l.parcela.numero === n)!.nota).toMatchObject({
        dtapagamento: expect.any(String),
        tem_comprovante: true,
      });
      const prova = await prestador.request.get(
        `/api/hub/projeto/externo/${projeto.id}/notas/${linha.parcela.id}/comprovante/`,
        { headers: { Authorization: `Bearer ${token}` } },
      );
      expect(prova.status()).toBe(200);
    });
  });
}
