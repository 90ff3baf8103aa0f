import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { aceitarDocumento, devolverDocumento, documento, enviarDocumento } from "./edital";
import { confirmarAcao, signedIn, VIEWPORTS, violacoes } from "./support";

// The demo's open tenders (server/demo/editais-inscricao.ts), evaluated by avaliador@: one per width, since
// each run enrols prestador@'s company (Vértice) in its tender and takes it through the first stage.
const EDITAL = { "1366 px": "12/2026", "375 px": "13/2026" } as Record<string, string>;
const MOTIVO = "A certidão enviada está vencida; envie a emitida neste mês.";

/** The id of the demo tender numbered `numero`, read from the enrolment form's call. */
async function idDoEdital(page: Page, numero: string) {
  for (let id = 1; id <= 20; id++) {
    const res = await page.request.get(`/api/hub/credenciamento/edital/detalhe/inscricao/?edital=${id}`, {
      headers: {
        Authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === "hub-token")?.value}`,
      },
    });
    if (res.ok() && (await res.json()).edital.numero_edital === numero) return id;
  }
  throw new Error(`Edital ${numero} não encontrado`);
}

// Each width enrols in its own demo tender: the two spread over the workers.
test.describe.configure({ mode: "parallel" });

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`tender enrolment at ${name}`, () => {
    test.use({ viewport });

    test("a company enrols and sends its stage; the evaluator returns a document, the company corrects it, and the evaluator accepts all and moves the stage on", async ({
      browser,
    }) => {
      // Two people, a dozen steps and an axe reading on each page.
      test.setTimeout(300_000);
      const prestador = await signedIn(browser, "prestador@hub.example");
      const edital = await idDoEdital(prestador, EDITAL[name]);

      await prestador.goto(`/credenciamento/editais/${edital}/inscricao`);
      await expect(
        prestador.getByRole("heading", { name: `Inscrição no edital ${EDITAL[name]}` }),
      ).toBeVisible();
      expect(await violacoes(prestador)).toEqual([]);
      await prestador.getByRole("radio", { name: "Vértice Consultoria" }).check();
      await prestador
        .getByRole("checkbox", { name: "Gestão da Qualidade e Padronização de Processos" })
        .check();
      await prestador.getByRole("button", { name: "Inscrever empresa" }).click();
      await expect(prestador).toHaveURL(/\/credenciamento\/inscricoes\/\d+$/);
      const inscricao = prestador.url();
      await expect(prestador.getByRole("region", { name: "Próximo passo" })).toContainText(
        "Envie os documentos obrigatórios",
      );
      // "Enviar etapa" shows only once every required document is there.
      await enviarDocumento(prestador, "Contrato social");
      await expect(prestador.getByRole("button", { name: "Enviar etapa" })).toHaveCount(0);
      await enviarDocumento(prestador, "Certidão negativa de débitos federais");
      expect(await violacoes(prestador)).toEqual([]);
      await confirmarAcao(prestador, prestador.getByRole("button", { name: "Enviar etapa" }));
      await expect(prestador.getByRole("region", { name: "Próximo passo" })).toContainText(
        "avalia a etapa 1",
      );

      const avaliador = await signedIn(browser, "avaliador@hub.example");
      await avaliador.goto("/credenciamento/avaliador");
      await expect(avaliador.getByText("Aguardando sua avaliação")).toBeVisible();
      const aguardando = avaliador.getByRole("link", {
        name: `Vértice Consultoria — edital ${EDITAL[name]}`,
      });
      expect(await violacoes(avaliador)).toEqual([]);
      await aguardando.click();
      await expect(avaliador.getByRole("region", { name: "Próximo passo" })).toContainText(
        "Aceite, devolva ou rejeite",
      );
      await aceitarDocumento(avaliador, "Contrato social");
      await devolverDocumento(avaliador, "Certidão negativa de débitos federais", MOTIVO, "31/12/2099");
      await expect(avaliador.getByRole("button", { name: "Avançar etapa" })).toHaveCount(0);
      expect(await violacoes(avaliador)).toEqual([]);

      // The company reads the evaluator's reason and deadline on the document itself, and corrects it.
      await prestador.goto(inscricao);
      const certidao = documento(prestador, "Certidão negativa de débitos federais");
      await expect(certidao.getByRole("note")).toContainText(MOTIVO);
      await expect(certidao.getByRole("note")).toContainText("corrija até 31/12/2099");
      await enviarDocumento(prestador, "Certidão negativa de débitos federais", "Enviar de novo");

      await avaliador.reload();
      await aceitarDocumento(avaliador, "Certidão negativa de débitos federais");
      await confirmarAcao(avaliador, avaliador.getByRole("button", { name: "Avançar etapa" }));
      await expect(avaliador.getByRole("region", { name: "Próximo passo" })).toContainText(
        "A empresa preenche a etapa 2",
      );

      await prestador.reload();
      await expect(prestador.getByRole("region", { name: "Próximo passo" })).toContainText(
        "Capacidade técnica",
      );
      await expect(prestador.getByText("Etapa 1: Habilitação Jurídica e Fiscal (Concluída)")).toBeVisible();
      await prestador.goto("/credenciamento/inscricoes");
      await expect(
        prestador.getByRole("link", { name: `Edital ${EDITAL[name]} — Vértice Consultoria` }),
      ).toBeVisible();
      expect(await violacoes(prestador)).toEqual([]);
      await avaliador.goto("/credenciamento/avaliador/avaliacoes");
      await expect(
        avaliador.getByRole("link", { name: `Edital ${EDITAL[name]}`, exact: true }),
      ).toBeVisible();
      expect(await violacoes(avaliador)).toEqual([]);
    });
  });
}
