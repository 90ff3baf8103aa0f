import "server-only";
import { PDFDocument } from "pdf-lib";
import { formatBRL, formatDate } from "@/lib/format";
import { DocumentoPdf, documentoDaParte } from "../../lib/pdf";
import type { DadosContrato } from "./dados";

const quando = (d: Date) =>
  d.toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "medium" });

/**
 * The contract's PDF: the programme, the parties, the service and offer, the objective, stages with their
 * deliverables, dates and values, the payment plan, the values and the clauses template. `criadoEm` fixes
 * the file's dates, so the bytes (and the SHA-256 signatures name) depend only on the content.
 */
export async function gerarContrato(d: DadosContrato, criadoEm: Date): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await DocumentoPdf.criar(`Contrato ${d.nrosolicitacao}`, criadoEm);
  doc
    .titulo("Contrato de prestação de serviços")
    .paragrafo(`${d.programa} – solicitação ${d.nrosolicitacao}`, { negrito: true })
    .secao("Partes")
    .campos([
      ["Contratante", `${d.cliente.razaosocial}, ${documentoDaParte(d.cliente)}`],
      ["Endereço", d.cliente.endereco],
      ["Contratada", `${d.prestador.razaosocial}, ${documentoDaParte(d.prestador)}`],
      ["Endereço", d.prestador.endereco],
      ["Interveniente", `${d.programa}, que subsidia parte do valor`],
    ])
    .secao("Objeto")
    .campos([
      ["Serviço", `${d.servico} (${d.codigoServico})`],
      ["Modelo de oferta", d.oferta],
      ["Vigência", `de ${formatDate(d.dtaInicio)} a ${formatDate(d.dtaFim)}`],
    ])
    .paragrafo(`Objetivo: ${d.objetivo}`)
    .secao("Etapas e entregas")
    .tabela(
      [
        { titulo: "Etapa", largura: 3 },
        { titulo: "Entrega", largura: 4 },
        { titulo: "Horas", largura: 1, direita: true },
        { titulo: "Valor", largura: 2, direita: true },
      ],
      d.etapas.map((e) => [
        `${e.ordem}. ${e.titulo}${e.visita ? " (com visita)" : ""}`,
        e.entregavel,
        String(e.horas),
        formatBRL(e.valor),
      ]),
    )
    .secao("Plano de pagamento")
    .tabela(
      [
        { titulo: "Parcela", largura: 2 },
        { titulo: "Devida após a etapa", largura: 4 },
        { titulo: "Valor", largura: 2, direita: true },
      ],
      d.parcelas.map((p) => [`Parcela ${p.numero}`, String(p.etapaOrdem), formatBRL(p.valor)]),
    )
    .secao("Valores")
    .campos([
      ["Valor bruto", formatBRL(d.valorBruto)],
      ["Subsídio", `${formatBRL(d.valorSubsidio)} (${Math.round(Number(d.percentualSubsidio))}%)`],
      ...(Number(d.valorSubsidioParceiros) > 0
        ? ([["dos quais, dos parceiros", formatBRL(d.valorSubsidioParceiros)]] as [string, string][])
        : []),
      ["Parte do cliente", formatBRL(d.valorCliente)],
      ["Parceiros", d.parceiros.length ? d.parceiros.join(", ") : "Nenhum parceiro nesta contratação"],
    ])
    .secao("Cláusulas");
  d.clausulas.forEach((c, i) => doc.paragrafo(`${i + 1}. ${c}`));
  doc.paragrafo(
    "As partes assinam eletronicamente no portal Hub ou por link compartilhado; cada assinatura registra nome, CPF, data, endereço IP e o resumo SHA-256 deste arquivo.",
    { pequeno: true },
  );
  return doc.salvar();
}

export type AssinaturaFeita = {
  papel: string;
  parte: string;
  nome: string;
  /** The CPF as the API masks it (`cpf_mask`): the page goes to both parties, the number stays with staff. */
  cpfMask: string;
  via: string;
  em: Date;
  sha256: string;
};

/**
 * The signed contract: the original pages as they were signed, followed by a page naming each signatory
 * (name and masked CPF), when and how they signed and the SHA-256 of the file they signed. Where from (IP,
 * browser) is kept with the signature, for staff, and not printed: both parties read this page.
 */
export async function contratoAssinado(
  original: Uint8Array,
  c: { nrosolicitacao: string; sha256: string },
  assinaturas: AssinaturaFeita[],
): Promise<Uint8Array<ArrayBuffer>> {
  const pagina = await DocumentoPdf.criar(`Assinaturas do contrato ${c.nrosolicitacao}`);
  pagina
    .titulo("Página de assinaturas")
    .paragrafo(`Contrato da solicitação ${c.nrosolicitacao}. SHA-256 do contrato: ${c.sha256}`);
  for (const a of assinaturas)
    pagina.secao(`${a.papel}: ${a.parte}`).campos([
      ["Assinado por", `${a.nome}, CPF ${a.cpfMask}`],
      ["Quando", `${quando(a.em)} (horário de Brasília)`],
      ["Como", a.via],
      ["SHA-256 assinado", a.sha256],
    ]);
  const [doc, extra] = await Promise.all([
    PDFDocument.load(original),
    PDFDocument.load(await pagina.salvar()),
  ]);
  for (const p of await doc.copyPages(extra, extra.getPageIndices())) doc.addPage(p);
  return new Uint8Array(await doc.save());
}
