import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  abrirAcao,
  adiantarRelogio,
  answerQuestions,
  apiAs,
  buscarNoCatalogo,
  chooseOption,
  confirmarAcao,
  idDaSolicitacao,
  signIn,
} from "./support";
import { confirmar, enviarArquivo, enviarProposta, pdfEmDisco, preencherProposta } from "./cotacao";

// Issue 44: the clicks of one whole sale, per party, each in its own browser. A service with a diagnostic (LGPD)
// goes from the catalogue to the final attestation through the screens alone, on the shortest path the pages
// offer: the home's "O que espera por você", the menu, the lists, the next-step banner. Only the first page of
// each visit is opened by its address (the sign-in, which leads home).
//
// A gesture is what a person does with the mouse, or the Enter that stands for it, counted in the page itself:
// - every real click (links, buttons, option picks, checkboxes, confirmations, downloads);
// - Enter in a field: it picks the option typed in a list, confirms a typed date, sends a search;
// - a native list's choice, as two (opening it, picking the option), and a file chosen, as two (the button that
//   opens the system's window, and the file picked in it): the test sets both without a click.
// Typing is not a gesture, nor is scrolling: the banner's buttons that only scroll to a section of the same page
// are not used. A date is typed into its picker, opened by a click and confirmed by Enter.
// One width is enough to count: 1366 px (the phone's menu adds its own clicks, which are not the sale's).

type Parte = "cliente" | "gestor" | "prestador";

const EMAIL: Record<Parte, string> = {
  cliente: "cliente@hub.example",
  gestor: "gestor@hub.example",
  prestador: "prestador@hub.example",
};

/**
 * The most gestures each party may take, a little above those measured (cliente 53, gestor 51, prestador 63):
 * a sale that grows longer fails here. Each party's two sign-ins are in, and the manager's authorising and
 * paying the provider's invoices.
 */
const TETO: Record<Parte, number> = { cliente: 56, gestor: 54, prestador: 66 };

const cliques: Record<Parte, number> = { cliente: 0, gestor: 0, prestador: 0 };
/** Each gesture, and each step's count, in order: attached to the test, to tell where a change came from. */
const registro: string[] = [];
const contextos: BrowserContext[] = [];

function contar(parte: Parte, n: number, oQue: string) {
  cliques[parte] += n;
  registro.push(`  ${parte} +${n}: ${oQue}`);
}

// The round's deadline passes by moving the server's clock; later tests share the server.
test.afterEach(async () => {
  adiantarRelogio(0);
  for (const contexto of contextos.splice(0)) await contexto.close();
});

/**
 * A visit of `parte` in its own browser, its gestures counted from the sign-in on; it ends at its home. After
 * the round's deadline the browser's clock is `adiante` ms ahead, as the server's: one day for everyone (the
 * day an invoice is paid is checked against the day it was sent).
 */
async function visita(browser: Browser, parte: Parte, adiante = 0) {
  const contexto = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  contextos.push(contexto);
  if (adiante) await contexto.clock.setSystemTime(Date.now() + adiante);
  await contexto.exposeBinding("contarGesto", (_origem, n: number, oQue: string) => contar(parte, n, oQue));
  await contexto.addInitScript(() => {
    const anotar = (n: number, e: Event) => {
      const alvo = e.target as HTMLElement;
      const texto = (alvo.getAttribute("aria-label") || alvo.textContent || "").trim().slice(0, 40);
      // Looked up at each gesture: Playwright may define the binding after this script has run.
      (window as unknown as { contarGesto: (n: number, oQue: string) => void }).contarGesto(
        n,
        `${e.type === "keydown" ? "Enter" : e.type} em ${alvo.tagName} "${texto}"`,
      );
    };
    // A click on a label clicks its box too, and an Enter in a form clicks its button, in the same task: one
    // gesture.
    let mesmoGesto = false;
    const gesto = (e: Event) => {
      if (mesmoGesto) return;
      mesmoGesto = true;
      setTimeout(() => (mesmoGesto = false));
      anotar(1, e);
    };
    // Capturing, so a click the page stops still counts; `isTrusted`, so the page's own clicks (a download's
    // hidden link) do not; nor a click on a button busy with the last one (the helpers click again when what
    // they wait for is slow to show, which a person would not).
    document.addEventListener(
      "click",
      (e) => e.isTrusted && !(e.target as Element).closest(".ant-btn-loading") && gesto(e),
      true,
    );
    document.addEventListener(
      "keydown",
      (e) => e.isTrusted && e.key === "Enter" && e.target instanceof HTMLInputElement && gesto(e),
      true,
    );
    document.addEventListener(
      "change",
      (e) => {
        const alvo = e.target;
        if (alvo instanceof HTMLSelectElement || (alvo instanceof HTMLInputElement && alvo.type === "file"))
          anotar(2, e);
      },
      true,
    );
  });
  const page = await contexto.newPage();
  await page.goto("/login");
  await signIn(page, EMAIL[parte]);
  // The sale's first home is the server's first page since it started: on a busy machine it took over 15 s.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  return page;
}

/** Follows a link of the side menu. */
const menu = (page: Page, item: string) =>
  page.getByRole("navigation").getByRole("link", { name: item, exact: true }).click();

/** Opens a figure of the home's "O que espera por você", then the request `nro` in the list it opens. */
async function daHome(page: Page, figura: string, nro: string) {
  await page.getByRole("link", { name: new RegExp(`^${figura}`) }).click();
  await page.getByRole("link", { name: nro, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/** The client opens request `nro` from "Minhas solicitações" (newest first: the sale's is on top). */
async function minhaSolicitacao(cliente: Page, nro: string) {
  await menu(cliente, "Minhas solicitações");
  await cliente.getByRole("link", { name: nro, exact: true }).click();
  await expect(cliente.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/** Staff open request `nro` from the queue, searched by its number. */
async function daFila(gestor: Page, nro: string) {
  await menu(gestor, "Fila de solicitações");
  await gestor.getByLabel("Buscar").fill(nro);
  await gestor.getByLabel("Buscar").press("Enter");
  await gestor.getByRole("link", { name: nro, exact: true }).click();
  await expect(gestor.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/** Chooses a file in an upload field of `escopo`. */
const anexar = async (escopo: ReturnType<Page["getByRole"]>, nome: string) =>
  escopo.locator('input[type="file"]').setInputFiles(await pdfEmDisco(nome));

/** A step of the sale; its gestures per party, and how long it took, go to the record. */
async function passo(nome: string, corpo: () => Promise<void>) {
  const antes = { ...cliques };
  const inicio = Date.now();
  await test.step(nome, corpo);
  const feitos = (Object.keys(cliques) as Parte[])
    .filter((p) => cliques[p] > antes[p])
    .map((p) => `${p} ${cliques[p] - antes[p]}`);
  registro.push(`${nome}: ${feitos.join(", ")} (${((Date.now() - inicio) / 1000).toFixed(1)} s)`);
}

/**
 * Opens a request action of the staff detail: once its button shows (`abrirAcao`, asked before the page has
 * drawn it, looks for it under "Mais ações", a click a person would not make).
 */
async function acao(gestor: Page, nome: string) {
  const acoes = gestor.getByRole("group", { name: "Ações da solicitação" });
  await expect(acoes.getByRole("button", { name: nome, exact: true })).toBeVisible();
  await abrirAcao(gestor, nome);
}

const etapa = (page: Page, ordem: number) =>
  page.locator(".tabela-linha").filter({ hasText: new RegExp(`^${ordem}\\. `) });

test("one whole sale with a diagnostic, from the catalogue to the attestation: the clicks of each party @medida", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  let nro = "";

  let cliente: Page, gestor: Page, prestador: Page;
  await passo("the client buys the service from the catalogue", async () => {
    cliente = await visita(browser, "cliente");
    await cliente
      .getByRole("link", { name: "Escolher serviços no catálogo e enviar uma solicitação" })
      .click();
    await buscarNoCatalogo(cliente, "LGPD");
    const oferta = cliente.getByTestId("oferta-card").first();
    await oferta.getByRole("button", { name: /^Adicionar ao carrinho/ }).click();
    await oferta.getByRole("link", { name: /^No carrinho/ }).click();
    const item = cliente.getByTestId("carrinho-item");
    await expect(item).toHaveCount(1);
    await chooseOption(cliente, item.getByRole("combobox").first(), "Sabor da Ilha");
    await item.getByLabel(/^Objetivo para/).fill("Adequar o delivery da loja à LGPD");
    await answerQuestions(item);
    await cliente.getByRole("button", { name: "Enviar solicitação" }).click();
    await expect(cliente).toHaveURL("/externo/cliente/solicitacoes");
    nro = (await cliente.locator("tbody tr.tabela-linha").first().textContent())!.match(/\d{4}-\d{6}/)![0];
  });

  await passo("the manager releases it to a provider for the diagnostic", async () => {
    gestor = await visita(browser, "gestor");
    await daHome(gestor, "Solicitações novas", nro);
    await acao(gestor, "Liberar para prestadores");
    const dialog = gestor.getByRole("dialog");
    await chooseOption(gestor, dialog.getByLabel("Centro de custo"), "CC-2026-001");
    await chooseOption(gestor, dialog.getByLabel("Prestador", { exact: true }), "Vértice");
    // The deadline comes filled with the earliest the release allows: the diagnostic's, 15 days on.
    await expect(dialog.getByLabel("Prazo para envio de propostas")).toHaveValue(
      new Date(Date.now() + 15 * 86_400_000).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" }),
    );
    await dialog.getByRole("button", { name: "Liberar", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(gestor.getByText("Aguardando diagnóstico").first()).toBeVisible();
  });

  await passo("the provider accepts the diagnostic and sends it", async () => {
    prestador = await visita(browser, "prestador");
    await prestador
      .getByRole("region", { name: "Diagnósticos a fazer" })
      .getByRole("link", { name: `${nro}-D1` })
      .click();
    await confirmar(prestador, "Aceitar diagnóstico", /^Diagnóstico \S+ aceito\.$/);
    await enviarArquivo(prestador, "Enviar diagnóstico", await pdfEmDisco("diagnostico"));
  });

  await passo("the client approves the diagnostic", async () => {
    await menu(cliente, "Painel do cliente");
    await cliente.getByRole("link", { name: /^Diagnósticos para revisar/ }).click();
    await cliente.getByRole("link", { name: `${nro}-D1` }).click();
    await confirmar(cliente, "Aprovar diagnóstico", /^Diagnóstico \S+ aprovado\.$/);
  });

  await passo("the provider sends its proposal", async () => {
    await menu(prestador, "Propostas");
    await prestador.getByRole("link", { name: nro, exact: true }).click();
    await preencherProposta(prestador, 6);
    await enviarProposta(prestador);
  });

  await passo("two weeks on, the round's deadline passes: everyone signs in again", async () => {
    const detalhe = await apiAs(
      gestor,
      "GET",
      `/solicitacao/interno/detalhe/${await idDaSolicitacao(gestor, nro)}/`,
    );
    const adiante = Date.parse(detalhe.dtaprazoenvioproposta) - Date.now() + 60_000;
    adiantarRelogio(adiante);
    for (const contexto of contextos.splice(0)) await contexto.close();
    [cliente, gestor, prestador] = await Promise.all(
      (["cliente", "gestor", "prestador"] as const).map((parte) => visita(browser, parte, adiante)),
    );
  });

  await passo("the client selects the proposal and sends it to the manager", async () => {
    await daHome(cliente, "Propostas para escolher", nro);
    await cliente.getByRole("button", { name: "Selecionar esta proposta" }).click();
    await confirmarAcao(cliente, cliente.getByRole("button", { name: "Enviar para análise do gestor" }));
    await expect(cliente.getByText("Análise final do gestor").first()).toBeVisible();
  });

  await passo("the manager's final analysis sends the contract", async () => {
    await daHome(gestor, "Análises finais", nro);
    await acao(gestor, "Enviar contratos");
    await gestor.getByRole("dialog").getByRole("button", { name: "Enviar contratos" }).click();
    await expect(gestor.getByText("Aguardando assinaturas").first()).toBeVisible();
  });

  /** A party signs its side of the contract on the request's page. */
  const assinar = async (page: Page) => {
    await page.getByRole("button", { name: "Assinar", exact: true }).click();
    const modal = page.getByRole("dialog", { name: "Assinar contrato" });
    await modal.getByText("Li o contrato e concordo com os seus termos.").click();
    await modal.getByRole("button", { name: "Assinar" }).click();
    await expect(page.getByText("Contrato assinado.")).toBeVisible();
  };

  await passo("the client and the provider sign in the portal, staff for the programme", async () => {
    await minhaSolicitacao(cliente, nro);
    await assinar(cliente);
    await menu(prestador, "Propostas");
    await prestador.getByRole("tab", { name: /^Enviadas/ }).click();
    await prestador.getByRole("link", { name: nro, exact: true }).click();
    await assinar(prestador);
    await menu(gestor, "Assinaturas do programa");
    const linha = gestor.locator("tbody tr.tabela-linha").filter({ hasText: nro });
    await linha.getByRole("checkbox").check();
    await gestor.getByRole("button", { name: "Assinar selecionadas (1)" }).click();
    await gestor.getByRole("dialog").getByRole("button", { name: "Assinar 1 contrato(s)" }).click();
    await expect(gestor.getByText("1 contrato(s) assinado(s) pelo programa.")).toBeVisible();
  });

  await passo("the client pays its share by card", async () => {
    await minhaSolicitacao(cliente, nro);
    await cliente
      .getByRole("region", { name: "Próximo passo" })
      .getByRole("button", { name: "Pagar", exact: true })
      .click();
    const pagar = cliente.getByRole("dialog", { name: /^Pagar R\$/ });
    // The payment module's sandbox approves this test card.
    await pagar.getByLabel("Número do cartão").fill("4111111111111111");
    await pagar.getByLabel("Nome impresso no cartão").fill("MARIANA ALBUQUERQUE");
    await pagar.getByLabel("Validade").fill("1230");
    await pagar.getByLabel("Código de segurança").fill("123");
    await pagar.getByRole("button", { name: /^Pagar R\$/ }).click();
    await expect(cliente.getByText("Pagamento confirmado.")).toBeVisible();
  });

  await passo("the manager authorises execution with the service order", async () => {
    await menu(gestor, "Painel do gestor");
    await daHome(gestor, "Execuções a autorizar", nro);
    await acao(gestor, "Autorizar execução");
    const autorizar = gestor.getByRole("dialog");
    await anexar(autorizar, "ordem-de-servico");
    await autorizar.getByRole("button", { name: "Autorizar execução" }).click();
    await expect(gestor.getByText("Em execução").first()).toBeVisible();
  });

  const projeto = () => `${nro}-P1`;
  let etapas = 0;
  await passo("the provider delivers each stage", async () => {
    await menu(prestador, "Projetos");
    await prestador.getByRole("link", { name: projeto() }).click();
    await expect(prestador.getByText(`Projeto ${projeto()}`)).toBeVisible();
    etapas = await prestador
      .locator(".tabela-linha")
      .filter({ hasText: /^\d+\. / })
      .count();
    for (let ordem = 1; ordem <= etapas; ordem++) {
      await etapa(prestador, ordem).getByRole("button", { name: "Enviar entrega" }).click();
      const modal = prestador.getByRole("dialog", { name: `Enviar entrega da etapa ${ordem}` });
      await anexar(modal, `entrega-${ordem}`);
      await modal.getByRole("button", { name: "Enviar entrega" }).click();
      await expect(etapa(prestador, ordem).getByText("Entregue, aguardando aprovação")).toBeVisible();
    }
  });

  await passo("the client approves each stage", async () => {
    await menu(cliente, "Projetos");
    await cliente.getByRole("link", { name: projeto() }).click();
    for (let ordem = 1; ordem <= etapas; ordem++) {
      await confirmarAcao(cliente, etapa(cliente, ordem).getByRole("button", { name: "Aprovar" }));
      await expect(etapa(cliente, ordem).getByText("Aprovada", { exact: true })).toBeVisible();
    }
  });

  await passo("the manager authorises the invoices", async () => {
    await menu(gestor, "Painel do gestor");
    await gestor.getByRole("link", { name: /^Notas a autorizar/ }).click();
    await gestor.getByRole("link", { name: projeto() }).click();
    for (const nota of ["Nota 1", "Nota 2"])
      await confirmarAcao(gestor, gestor.getByRole("button", { name: `Autorizar ${nota}` }));
    await expect(gestor.getByText("Nota 2: Autorizada, aguardando a nota")).toBeVisible();
  });

  await passo("the provider sends the invoices and the project for evaluation", async () => {
    await menu(prestador, "Projetos");
    // Every stage delivered: the list opens on all projects, so this one is there with its invoices waiting.
    await prestador.getByRole("link", { name: projeto() }).click();
    for (const nota of ["Nota 1", "Nota 2"]) {
      await prestador.getByRole("button", { name: `Enviar ${nota}` }).click();
      const modal = prestador.getByRole("dialog", { name: `Enviar ${nota}` });
      await anexar(modal, nota);
      await modal.getByRole("button", { name: "Enviar nota" }).click();
      await expect(prestador.getByText(`${nota}: Enviada, aguardando pagamento`)).toBeVisible();
    }
    await confirmarAcao(prestador, prestador.getByRole("button", { name: "Enviar para avaliação" }));
    await expect(prestador.getByRole("button", { name: "Enviar para avaliação" })).toHaveCount(0);
  });

  await passo("the manager pays the invoices", async () => {
    // The project's page, left open since the invoices were authorised, still shows them so (what it read is
    // fresh for 30 s, and the provider's sending does not refresh it): the manager reloads it, a gesture of
    // the browser's, counted here.
    await gestor.reload();
    contar("gestor", 1, "recarregar a página");
    for (const nota of ["Nota 1", "Nota 2"]) {
      await gestor
        .locator(".lista-item")
        .filter({ hasText: `${nota}: Enviada` })
        .getByRole("button", { name: "Registrar pagamento" })
        .click();
      const modal = gestor.getByRole("dialog", { name: `Registrar pagamento da ${nota}` });
      await anexar(modal, `comprovante-${nota}`);
      await modal.getByRole("button", { name: "Registrar pagamento" }).click();
      await expect(gestor.getByText(`${nota}: Paga`)).toBeVisible();
    }
  });

  await passo("the client evaluates the service", async () => {
    await menu(cliente, "Painel do cliente");
    await daHome(cliente, "Serviços para avaliar", nro);
    await cliente
      .getByRole("region", { name: "Próximo passo" })
      .getByRole("button", { name: "Avaliar serviço" })
      .click();
    const avaliacao = cliente.getByRole("dialog", { name: "Avaliar o serviço" });
    await expect(avaliacao.getByRole("radiogroup").first()).toBeVisible();
    for (const grupo of await avaliacao.getByRole("radiogroup").all())
      await grupo.getByText("5", { exact: true }).click();
    await avaliacao.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(cliente.getByText(/nota média 5,0 de 5/)).toBeVisible();
  });

  await passo("the manager finishes the request", async () => {
    await daFila(gestor, nro);
    await acao(gestor, "Finalizar solicitação");
    await gestor.getByRole("dialog").getByRole("button", { name: "Finalizar solicitação" }).click();
    await expect(gestor.getByText("Concluída").first()).toBeVisible();
  });

  await passo("the client downloads the final attestation", async () => {
    await minhaSolicitacao(cliente, nro);
    const atestado = cliente.waitForEvent("download");
    await cliente.getByRole("button", { name: "Baixar atestado final" }).click();
    expect((await atestado).suggestedFilename()).toBe(`atestado-final-${nro}.pdf`);
  });

  const tabela = ["parte | cliques", ...Object.entries(cliques).map(([parte, n]) => `${parte} | ${n}`)];
  console.log(tabela.join("\n"));
  await test
    .info()
    .attach("gestos", { body: [...registro, ...tabela].join("\n"), contentType: "text/plain" });
  for (const [parte, n] of Object.entries(cliques))
    test.info().annotations.push({ type: `cliques de ${parte}`, description: String(n) });
  for (const parte of Object.keys(TETO) as Parte[])
    expect(cliques[parte], `cliques de ${parte}`).toBeLessThanOrEqual(TETO[parte]);
});
