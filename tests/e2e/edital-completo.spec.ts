import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { abrirNaEquipe } from "./cotacao";
import {
  aceitarDocumento,
  completarEdital,
  devolverDocumento,
  DOCUMENTOS,
  documento,
  enviarDocumento,
  enviarPdfEPublicar,
  escreverEdital,
  faltaParaPublicar,
  textoDoPdf,
} from "./edital";
import { abrirAcao, chooseOption, confirmarAcao, sendFromCatalogue, signedIn, VIEWPORTS } from "./support";

// Issue 45's whole tender life, every step through the screens: a manager writes and publishes a tender, the
// check blocking it until complete; prestador@'s company (Vértice) enrols and sends its stage; avaliador@
// returns a document, the company corrects it, the evaluator accepts all and concludes the stage; the partial
// protocol names the candidate; staff publish its result, and a request then released to every accredited
// provider of the service reaches Vértice. The pieces' own checks (axe on each page, the public pages, the
// next-step texts) are the edital-autoria, edital-inscricao and edital-resultado specs'.

/** Per width: a service Vértice is not accredited in (server/demo/data/empresas.ts), its catalogue search, and
 * the client's company that asks for it (neither width spends the other's yearly limit). */
const CASO: Record<string, { servico: string; busca: string; cliente: string }> = {
  "1366 px": {
    servico: "Identidade Visual e Posicionamento de Marca",
    busca: "Identidade Visual",
    cliente: "Sabor da Ilha",
  },
  "375 px": { servico: "Plano de Cargos e Salários", busca: "Cargos e Salários", cliente: "Sítio Zanella" },
};
const MOTIVO = "O contrato social enviado não traz a última alteração; envie a consolidada.";

/** A day `dias` from today in São Paulo, as the date fields read it (DD/MM/AAAA). */
const daquiA = (dias: number) =>
  new Date(Date.now() + dias * 86_400_000).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

// Each width has its own tender, service and client company: the two spread over the workers.
test.describe.configure({ mode: "parallel" });

for (const { name, viewport } of VIEWPORTS)
  test(`at ${name} a tender goes from the editor to a request reaching the company it accredited`, async ({
    browser,
  }) => {
    // Four people and some thirty steps.
    test.setTimeout(300_000);
    const { servico, busca, cliente: empresaCliente } = CASO[name];
    // Unique per attempt: a retry runs on the same server, where the first attempt's tender may stand.
    const marca = `${viewport.width}-${Date.now() % 100_000}`;
    const numero = `C-${marca}/2026`;
    const titulo = `Credenciamento completo ${marca}`;
    // One after the other: three sign-ins at once on a loaded machine's cold server outlasted the form's wait.
    const gestor = await signedIn(browser, "gestor@hub.example");
    const prestador = await signedIn(browser, "prestador@hub.example");
    const avaliador = await signedIn(browser, "avaliador@hub.example");
    for (const page of [gestor, prestador, avaliador]) await page.setViewportSize(viewport);

    // The manager writes it; check blocks it until it is complete, then it is published.
    await gestor.goto("/credenciamento/editais");
    await gestor.getByRole("link", { name: "Novo edital" }).click();
    await escreverEdital(gestor, numero, titulo, servico);
    await expect(faltaParaPublicar(gestor)).toContainText("o edital não tem avaliadores");
    await expect(gestor.getByRole("button", { name: "Publicar" })).toHaveCount(0);
    const edital = gestor.url().match(/\/credenciamento\/editais\/(\d+)/)![1];
    await completarEdital(gestor, numero, daquiA(0), daquiA(30));
    await expect(gestor.getByRole("button", { name: "Publicar" })).toHaveCount(0);
    await enviarPdfEPublicar(gestor);

    // Vértice finds it on the public list and enrols for its service.
    await prestador.goto("/editais");
    await prestador.getByRole("link", { name: `Edital ${numero} — ${titulo}` }).click();
    await prestador.getByRole("link", { name: "Inscrever-se" }).click();
    await expect(prestador.getByRole("heading", { name: `Inscrição no edital ${numero}` })).toBeVisible();
    await prestador.getByRole("radio", { name: "Vértice Consultoria" }).check();
    await prestador.getByRole("checkbox", { name: servico }).check();
    await prestador.getByRole("button", { name: "Inscrever empresa" }).click();
    await expect(prestador).toHaveURL(/\/credenciamento\/inscricoes\/\d+$/);
    for (const nome of DOCUMENTOS) await enviarDocumento(prestador, nome);
    await confirmarAcao(prestador, prestador.getByRole("button", { name: "Enviar etapa" }));
    await expect(prestador.getByRole("region", { name: "Próximo passo" })).toContainText("avalia a etapa 1");

    // The evaluator returns the first document with a reason and a deadline.
    await avaliador.goto("/credenciamento/avaliador");
    await avaliador.getByRole("link", { name: `Vértice Consultoria — edital ${numero}` }).click();
    const [corrigir, outro] = DOCUMENTOS;
    await devolverDocumento(avaliador, corrigir, MOTIVO, daquiA(10));

    // The company reads the reason on the document and sends it again, corrected: the stage is still with the
    // evaluator, so the document goes straight back to them.
    await prestador.reload();
    await expect(documento(prestador, corrigir).getByRole("note")).toContainText(MOTIVO);
    await expect(documento(prestador, corrigir).getByRole("note")).toContainText(`corrija até ${daquiA(10)}`);
    await enviarDocumento(prestador, corrigir, "Enviar de novo");
    await expect(prestador.getByRole("region", { name: "Próximo passo" })).toContainText("avalia a etapa 1");

    // The evaluator accepts every document and concludes the stage, the tender's only one.
    await avaliador.reload();
    for (const nome of [corrigir, outro]) await aceitarDocumento(avaliador, nome);
    await confirmarAcao(avaliador, avaliador.getByRole("button", { name: "Avançar etapa" }));
    await expect(avaliador.getByRole("region", { name: "Próximo passo" })).toContainText(
      "A avaliação terminou",
    );

    // The partial finish downloads the protocol, which names the candidate and its service.
    await avaliador.goto(`/credenciamento/editais/${edital}/resultado`);
    const download = avaliador.waitForEvent("download");
    await confirmarAcao(avaliador, avaliador.getByRole("button", { name: "Finalizar parcialmente" }));
    const texto = await textoDoPdf(await download);
    for (const trecho of ["Protocolo de resultado preliminar", numero, "Vértice Consultoria", servico])
      expect(texto).toContain(trecho);

    // Staff publish Vértice's result on its own.
    await gestor.goto(`/credenciamento/editais/${edital}/resultado`);
    const resultado = gestor.locator(".cartao-pequeno").filter({ hasText: "Vértice Consultoria" });
    await confirmarAcao(gestor, resultado.getByRole("button", { name: "Publicar resultado" }));
    await expect(resultado.getByText("Credenciada", { exact: true })).toBeVisible();

    // A client's new request for the service, released to every accredited provider, reaches Vértice.
    const cliente = await signedIn(browser, "cliente@hub.example");
    await cliente.setViewportSize(viewport);
    const [nro] = await sendFromCatalogue(cliente, [busca], empresaCliente);
    await abrirNaEquipe(gestor, nro);
    await abrirAcao(gestor, "Liberar para prestadores");
    const liberar = gestor.getByRole("dialog");
    await chooseOption(gestor, liberar.getByLabel("Centro de custo"), "CC-2026-001");
    await expect(liberar.getByLabel("Prestador", { exact: true })).toHaveCount(0);
    const prazo = liberar.getByLabel("Prazo para envio de propostas");
    await prazo.fill(daquiA(16));
    await prazo.press("Enter");
    await liberar.getByRole("button", { name: "Liberar", exact: true }).click();
    await expect(liberar).toBeHidden();
    await prestador.goto("/externo/prestador/propostas");
    await prestador.getByLabel("Buscar").fill(nro);
    await prestador.getByLabel("Buscar").press("Enter");
    await expect(prestador.getByRole("link", { name: nro })).toBeVisible();
  });
