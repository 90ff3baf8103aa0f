import "server-only";
import { asc, eq } from "drizzle-orm";
import { FORMA_PAGAMENTO_ROTULO, PAGAMENTO } from "@/lib/regras/pagamento";
import { formatBRL, formatDate, fullName } from "@/lib/format";
import type { Tx } from "../../db/client";
import { empresa, modeloOferta, pagamento, solicitacao, solicitacaoEmpresa, usuario } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { badRequest } from "../../lib/errors";
import { saveFile, saveGenerated } from "../../lib/files";
import { hojeEmSaoPaulo } from "../../lib/dia";
import { DocumentoPdf, documentoDaParte } from "../../lib/pdf";
import { cobrancaTravada, concluir, exigirPagavel, novoPagamento } from "./cobranca";

/** The receipt's PDF: who paid what for which request, when, how, and the proof's SHA-256. */
async function gerarRecibo(r: {
  numero: number;
  nrosolicitacao: string;
  servico: string;
  pagador: { razaosocial: string; cnpj: string | null; cpf: string | null };
  valor: number;
  dtapagamento: string;
  registradoPor: string;
  comprovanteSha256: string;
  observacao?: string;
  now: Date;
}) {
  const doc = await DocumentoPdf.criar(`Recibo ${r.numero}`, r.now);
  doc
    .titulo(`Recibo de pagamento nº ${r.numero}`)
    .paragrafo(
      `Recebemos de ${r.pagador.razaosocial}, ${documentoDaParte(r.pagador)}, a importância de ${formatBRL(r.valor)}, referente à parte do cliente na solicitação ${r.nrosolicitacao}.`,
    )
    .campos([
      ["Serviço", r.servico],
      ["Forma", FORMA_PAGAMENTO_ROTULO.PRESENCIAL],
      ["Data do pagamento", formatDate(r.dtapagamento)],
      ["Registrado por", r.registradoPor],
      ["Comprovante (SHA-256)", r.comprovanteSha256],
      ...(r.observacao ? ([["Observação", r.observacao]] as [string, string][]) : []),
    ]);
  return doc.salvar();
}

/**
 * Staff record a payment made in person (at a service unit): the proof is stored, the payment is PAGO
 * and the server issues its receipt; the request moves on to authorisation.
 */
export async function registrarPresencial(
  tx: Tx,
  user: AuthUser,
  x: {
    solicitacaoId: number;
    escopo: Parameters<typeof cobrancaTravada>[2];
    comprovante: File;
    dtapagamento: string;
    observacao?: string;
    now: Date;
  },
) {
  const s = await cobrancaTravada(tx, x.solicitacaoId, x.escopo);
  await exigirPagavel(tx, user, "registrar", s);
  if (x.dtapagamento > hojeEmSaoPaulo(x.now))
    throw badRequest("Dados inválidos.", { dtapagamento: ["A data do pagamento não pode ser futura."] });
  const comprovante = await saveFile(tx, x.comprovante, { kind: "documento", usuarioId: user.id });
  const id = await novoPagamento(tx, {
    solicitacaoId: s.id,
    forma: "PRESENCIAL",
    valor: s.valor,
    parcelas: 1,
    driver: "presencial",
    usuarioId: user.id,
    now: x.now,
  });
  const [info] = await tx
    .select({
      servico: modeloOferta.titulo,
      razaosocial: empresa.razaosocial,
      cnpj: empresa.cnpj,
      cpf: empresa.cpf,
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(solicitacaoEmpresa, eq(solicitacaoEmpresa.solicitacaoId, solicitacao.id))
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .where(eq(solicitacao.id, s.id))
    .orderBy(asc(solicitacaoEmpresa.empresaId))
    .limit(1);
  const [quem] = await tx
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.id, user.id));
  const bytes = await gerarRecibo({
    numero: id,
    nrosolicitacao: s.nrosolicitacao,
    servico: info.servico,
    pagador: info,
    valor: s.valor,
    dtapagamento: x.dtapagamento,
    registradoPor: fullName(quem),
    comprovanteSha256: comprovante.sha256,
    observacao: x.observacao,
    now: x.now,
  });
  const recibo = await saveGenerated(tx, {
    nome: `recibo-${s.nrosolicitacao}-${id}.pdf`,
    tipo: "application/pdf",
    bytes,
    usuarioId: user.id,
    now: x.now,
  });
  await tx
    .update(pagamento)
    .set({ comprovanteId: comprovante.id, reciboId: recibo.id })
    .where(eq(pagamento.id, id));
  await concluir(tx, user, {
    id,
    solicitacaoId: s.id,
    situacao: PAGAMENTO.PAGO,
    dados: { registro: "presencial", observacao: x.observacao ?? null },
    // Paid that day (noon in São Paulo), not when staff got round to recording it.
    now: new Date(`${x.dtapagamento}T12:00:00-03:00`),
  });
  return id;
}
