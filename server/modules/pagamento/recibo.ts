import "server-only";
import { asc, eq } from "drizzle-orm";
import { FORMA_PAGAMENTO_ROTULO, type FormaPagamento } from "@/lib/regras/pagamento";
import { formatBRL, formatDate, fullName } from "@/lib/format";
import type { Tx } from "../../db/client";
import {
  arquivo,
  empresa,
  modeloOferta,
  pagamento,
  solicitacao,
  solicitacaoEmpresa,
  usuario,
} from "../../db/schema";
import { saveGenerated } from "../../lib/files";
import { hojeEmSaoPaulo } from "../../lib/dia";
import { DocumentoPdf, documentoDaParte } from "../../lib/pdf";
import { colunasDoPagamento } from "./colunas";

type DadosDoRecibo = {
  numero: number;
  nrosolicitacao: string;
  servico: string;
  pagador: { razaosocial: string; cnpj: string | null; cpf: string | null };
  valor: number;
  forma: FormaPagamento;
  parcelas: number;
  cartao: string | null;
  referencia: string | null;
  dtapagamento: Date;
  /** Who recorded a payment made in person; none for one the gateway confirmed. */
  registradoPor: string | null;
  comprovanteSha256: string | null;
  observacao: string | null;
  now: Date;
};

/** The receipt's PDF: who paid what for which request, when, how, and what proves it. */
async function gerarRecibo(r: DadosDoRecibo) {
  const doc = await DocumentoPdf.criar(`Recibo ${r.numero}`, r.now);
  const linhas: [string, string | null][] = [
    ["Serviço", r.servico],
    ["Forma", FORMA_PAGAMENTO_ROTULO[r.forma]],
    ["Cartão", r.cartao],
    ["Parcelas", r.parcelas > 1 ? `${r.parcelas}x de ${formatBRL(r.valor / r.parcelas)}` : null],
    ["Data do pagamento", formatDate(hojeEmSaoPaulo(r.dtapagamento))],
    ["Transação", r.referencia],
    ["Registrado por", r.registradoPor],
    ["Comprovante (SHA-256)", r.comprovanteSha256],
    ["Observação", r.observacao],
  ];
  doc
    .titulo(`Recibo de pagamento nº ${r.numero}`)
    .paragrafo(
      `Recebemos de ${r.pagador.razaosocial}, ${documentoDaParte(r.pagador)}, a importância de ${formatBRL(r.valor)}, referente à parte do cliente na solicitação ${r.nrosolicitacao}.`,
    )
    .campos(linhas.filter((l): l is [string, string] => !!l[1]));
  return doc.salvar();
}

/**
 * Issues the receipt of payment `id`, just confirmed PAGO, whatever its form (card, credit, Pix, in person):
 * the client downloads it from the payment panel, as staff do.
 */
export async function emitirRecibo(tx: Tx, id: number, now: Date) {
  const [p] = await tx
    .select({
      solicitacaoId: pagamento.solicitacaoId,
      ...colunasDoPagamento,
      nrosolicitacao: solicitacao.nrosolicitacao,
      servico: modeloOferta.titulo,
      comprovanteSha256: arquivo.sha256,
      quem: { nome: usuario.nome, sobrenome: usuario.sobrenome },
    })
    .from(pagamento)
    .innerJoin(solicitacao, eq(solicitacao.id, pagamento.solicitacaoId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .leftJoin(arquivo, eq(arquivo.id, pagamento.comprovanteId))
    .leftJoin(usuario, eq(usuario.id, pagamento.usuarioId))
    .where(eq(pagamento.id, id));
  const [pagador] = await tx
    .select({ razaosocial: empresa.razaosocial, cnpj: empresa.cnpj, cpf: empresa.cpf })
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .where(eq(solicitacaoEmpresa.solicitacaoId, p.solicitacaoId))
    .orderBy(asc(solicitacaoEmpresa.empresaId))
    .limit(1);
  const dados = (p.dados ?? {}) as Record<string, unknown>;
  const presencial = p.forma === "PRESENCIAL";
  const bytes = await gerarRecibo({
    numero: id,
    nrosolicitacao: p.nrosolicitacao,
    servico: p.servico,
    pagador,
    valor: Number(p.valor),
    forma: p.forma,
    parcelas: p.parcelas,
    cartao: p.bandeira && p.final ? `${p.bandeira} final ${p.final}` : null,
    referencia: presencial ? null : p.referencia,
    dtapagamento: p.dtapagamento ?? now,
    registradoPor: presencial && p.quem?.nome ? fullName(p.quem) : null,
    comprovanteSha256: p.comprovanteSha256,
    observacao: typeof dados.observacao === "string" ? dados.observacao : null,
    now,
  });
  const recibo = await saveGenerated(tx, {
    nome: `recibo-${p.nrosolicitacao}-${id}.pdf`,
    tipo: "application/pdf",
    bytes,
    usuarioId: null,
    now,
  });
  await tx.update(pagamento).set({ reciboId: recibo.id }).where(eq(pagamento.id, id));
}
