import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiAs, confirmarAcao, signedIn, VIEWPORTS, violacoes } from "./support";

// Issue 47, items 1-3 and 5: an administrator finds a provisioning the ERP refused, reads its error and its
// attempts, and reprocesses it once the ERP (the demo's sandbox) is back. The failure is made through the API:
// the sandbox set to fail, a delivered instalment removed (the removal fails and waits, with its error).

type Registro = {
  id: number;
  nrosolicitacao: string | null;
  solicitacao: number | null;
  situacao: string;
  erro: string | null;
};
const sandbox = (admin: Page, falhar: boolean) =>
  apiAs(admin, "PUT", "/integracao/admin/sandbox/rm/", { body: { falhar, atraso_ms: 0 } });

for (const { name, viewport } of VIEWPORTS) {
  test(`at ${name} an admin finds a failed provisioning, reads its error and history and reprocesses it`, async ({
    browser,
  }) => {
    const admin = await signedIn(browser, "admin@hub.example");
    await admin.setViewportSize(viewport);

    // The panel: each consumer's numbers, the ERP's failure among them.
    await admin.goto("/admin/integracao");
    await expect(admin.getByRole("heading", { level: 1, name: "Integração" })).toBeVisible();
    const rm = admin.getByTestId("consumidor-rm");
    await expect(rm.getByRole("heading", { name: "ERP (RM)" })).toBeVisible();
    await expect(rm.getByText("Com falha")).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);

    // The demo's contract the ERP kept refusing is listed with its error.
    await admin.goto("/admin/integracao/provisionamento");
    await expect(
      admin.getByRole("heading", { level: 1, name: "Provisionamentos no ERP (RM)" }),
    ).toBeVisible();
    await expect(admin.getByText("O sandbox está configurado para falhar.").first()).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);

    const entregues: { results: Registro[] } = await apiAs(
      admin,
      "GET",
      "/integracao/admin/rm/provisionamento/?situacao=ENVIADO&tipo=parcela&page_size=100",
    );
    const alvo = entregues.results.find((r) => r.nrosolicitacao)!;
    await sandbox(admin, true);
    try {
      const falha = await apiAs(admin, "POST", `/integracao/admin/rm/provisionamento/${alvo.id}/remover/`);
      expect(falha.registro).toMatchObject({
        situacao: "PENDENTE",
        erro: "O sandbox está configurado para falhar.",
      });

      await admin.goto(`/admin/integracao/provisionamento?search=${alvo.nrosolicitacao}`);
      const link = admin.getByRole("link", { name: `Parcela ${alvo.nrosolicitacao}` });
      await expect(link).toBeVisible();
      await link.click();
      await expect(admin).toHaveURL(new RegExp(`/admin/integracao/provisionamento/${alvo.id}$`));
      await expect(admin.getByRole("heading", { level: 1, name: "Histórico de integração" })).toBeVisible();
      await expect(admin.getByTestId("ultimo-erro")).toHaveText("O sandbox está configurado para falhar.");
      // Its delivery (taken) and the removal (refused).
      await expect(admin.getByText("Aceita", { exact: true })).toHaveCount(1);
      await expect(admin.getByText("Recusada", { exact: true })).toHaveCount(1);
      await expect(admin.getByText("Aguardando envio")).toBeVisible();
      expect(await violacoes(admin)).toEqual([]);
    } finally {
      await sandbox(admin, false);
    }
    // The ERP is back: reprocessing delivers the removal at once.
    await confirmarAcao(admin, admin.getByRole("button", { name: "Reprocessar" }));
    await expect(admin.getByText("Provisionamento reprocessado.")).toBeVisible();
    await expect(admin.getByText("Removido", { exact: true })).toBeVisible();
    await expect(admin.getByText("Aceita", { exact: true })).toHaveCount(2);
    await expect(admin.getByTestId("ultimo-erro")).toHaveCount(0);
    await expect(admin.getByRole("button", { name: "Reprocessar" })).toHaveCount(0);

    // The metrics and payments screens, with the demo's deliveries.
    await admin.goto("/admin/integracao/metricas?metrica_enviada=true");
    await expect(admin.getByRole("heading", { level: 1, name: "Métricas enviadas" })).toBeVisible();
    await expect(admin.getByText("Entregue").first()).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);
    await admin
      .getByRole("link", { name: /^Solicitação / })
      .first()
      .click();
    await expect(admin.getByRole("heading", { level: 1, name: "Histórico de integração" })).toBeVisible();
    await expect(admin.getByText("Aceita", { exact: true }).first()).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);

    await admin.goto("/admin/integracao/pagamentos");
    await expect(admin.getByRole("heading", { level: 1, name: "Pagamentos" })).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Integrados ao ERP" })).toBeVisible();
    await expect(admin.getByText(/pagamento\(s\) integrado\(s\)/)).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);
  });
}

// Issue 47's e-mail as a consumer: the demo's e-mail the mail server refused until the sender gave up is
// listed with its error, its attempts are read, and it is resent (at one width: the list is the shared one above).
test("an admin finds an e-mail the mail server refused, reads its attempts and resends it", async ({
  browser,
}) => {
  const admin = await signedIn(browser, "admin@hub.example");
  await admin.setViewportSize(VIEWPORTS[0].viewport);
  await admin.goto("/admin/integracao");
  await expect(admin.getByTestId("consumidor-email").getByRole("heading", { name: "E-mail" })).toBeVisible();

  await admin.getByRole("link", { name: "E-mails" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "E-mails" })).toBeVisible();
  await expect(admin.getByRole("cell", { name: "Falhou", exact: true }).first()).toBeVisible();
  await expect(admin.getByRole("cell", { name: /ECONNREFUSED/ }).first()).toBeVisible();
  expect(await violacoes(admin)).toEqual([]);

  await admin
    .getByRole("link", { name: /^E-mail #\d+$/ })
    .first()
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Histórico de integração" })).toBeVisible();
  await expect(admin.getByTestId("ultimo-erro")).toContainText("ECONNREFUSED");
  await expect(admin.getByText("Recusada", { exact: true })).toHaveCount(10);
  expect(await violacoes(admin)).toEqual([]);

  await confirmarAcao(admin, admin.getByRole("button", { name: "Reenviar" }));
  await expect(admin.getByText("E-mail reenviado.")).toBeVisible();
  await expect(admin.getByText("Entregue", { exact: true })).toBeVisible();
  await expect(admin.getByText("Aceita", { exact: true })).toHaveCount(1);
  await expect(admin.getByRole("button", { name: "Reenviar" })).toHaveCount(0);
});
