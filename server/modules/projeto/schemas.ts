import { z } from "@hono/zod-openapi";
import { STATUS_ETAPA, STATUS_NOTA } from "@/lib/regras/projeto";
import { HistoricoItemSchema } from "../../lib/history";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { Dia, QueryBool, QueryId } from "../../lib/params";
import { SUBSTATUS } from "../solicitacao";
import { EmpresaAtendidaSchema } from "../empresa";
import { SubstatusSchema } from "../solicitacao";
import { ACOES_ETAPA, ACOES_NOTA, ACOES_PROJETO } from "./workflow";
import { PessoaSchema } from "../usuario";

const id = z.number().int();
const texto = z.string();

const ProjetoSchema = z
  .object({
    id,
    nroprojeto: texto,
    solicitacao: z.object({ id, nrosolicitacao: texto, substatus: SubstatusSchema }),
    empresa_label: texto,
    modelooferta: z.object({ id, titulo: texto, servico: z.object({ titulo: texto }) }),
    prestador: z.object({ id, nomefantasia: texto }),
    consultor: PessoaSchema.nullable(),
    dta_inicio: texto.nullable(),
    dta_fim: texto.nullable(),
    dtainclusao: texto,
    /** An internal hiring (CONTRATACAO_INTERNA): the provider accepts its demand before delivering. */
    interna: z.boolean(),
    dtaaceite: texto.nullable(),
    /** Whether the client has evaluated the service. */
    avaliada: z.boolean(),
  })
  .openapi("Projeto");

/** A project stage with its state and due date; `ematraso` past the date while its delivery is owed. */
const EtapaDoProjetoSchema = z
  .object({
    id,
    ordem: id,
    titulo: texto,
    entregavel: texto,
    horas: id,
    valor: z.number(),
    situacao: z.enum(STATUS_ETAPA),
    versao: id,
    prazo: texto.nullable(),
    ematraso: z.boolean(),
    tem_entrega: z.boolean(),
    dtaentrega: texto.nullable(),
    /** What the client asked to fix when it returned the delivery, until the provider delivers again. */
    devolucao: texto.nullable(),
    /** What the reader may do on the stage now, from the stage table: the page's buttons. */
    acoes: z.array(z.enum(ACOES_ETAPA)),
  })
  .openapi("EtapaDoProjeto");

export const ProjetoDetalheSchema = ProjetoSchema.extend({
  objetivo: texto,
  empresas_detalhe: z.array(EmpresaAtendidaSchema),
  etapas: z.array(EtapaDoProjetoSchema),
  historico: z.array(HistoricoItemSchema),
}).openapi("ProjetoDetalhe");

export const ProjetoPage = paginatedSchema(ProjetoSchema, "ProjetoPagina");

/** A project as its client and provider list it: with how far its stages are. */
const ProjetoExternoSchema = ProjetoSchema.extend({
  etapas_resumo: z.object({ total: id, aprovadas: id, entregues: id, a_entregar: id }),
}).openapi("ProjetoExterno");

export const ProjetoExternoPage = paginatedSchema(ProjetoExternoSchema, "ProjetoExternoPagina");

export const ProjetoExternoDetalheSchema = ProjetoExternoSchema.extend({
  etapas: z.array(EtapaDoProjetoSchema),
  parcelas: z.array(z.object({ numero: id, etapa_ordem: id, valor: z.number() })),
  historico: z.array(HistoricoItemSchema),
  /** What the user may do now on the project, from the request's table (its provider: send it for evaluation). */
  acoes: z.array(z.enum(ACOES_PROJETO)),
}).openapi("ProjetoExternoDetalhe");

export const SubprojetoSchema = z
  .object({
    nroprojeto: texto,
    empresa: z.object({ id, nomefantasia: texto, documento: texto.nullable() }),
    /** The company's contract, for its signed PDF. */
    contrato: id.nullable(),
  })
  .openapi("Subprojeto");

export const ProjetoExternoQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  dash_filter: z
    .enum(["entregar", "aprovar", "em_execucao", "encerrados"], {
      error: "Use entregar, aprovar, em_execucao ou encerrados.",
    })
    .optional(),
  /** Projects with an invoice in this state (the provider's invoices on its dashboard). */
  nota: z.enum(STATUS_NOTA, { error: "Use AUTORIZADA, ENVIADA ou PAGA." }).optional(),
}).strict();
export type ProjetoExternoFilter = z.infer<typeof ProjetoExternoQuery>;

export const ProjetoQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  status: z.enum(SUBSTATUS, { error: "Substatus desconhecido." }).optional(),
  consultor: QueryId.optional(),
  /** Projects with an approved stage whose instalment's invoice waits for staff's authorisation. */
  a_autorizar: QueryBool.optional(),
}).strict();
export type ProjetoFilter = z.infer<typeof ProjetoQuery>;

export const EtapaPathParams = z.object({ projeto: QueryId, etapa: QueryId });

export const EntregaForm = z
  .strictObject({
    arquivo: z
      .instanceof(File, { message: "Anexe o arquivo da entrega." })
      .openapi({ type: "string", format: "binary" }),
    /** What was done: required for an internal hiring's delivery, kept as its history row. */
    descricao: z.string().max(2000, { message: "Use até 2.000 caracteres." }).optional(),
  })
  .openapi("EntregaDeEtapa");

/** The provider's configuration of an internal demand it accepts: when the work runs. */
export const AceiteBody = z
  .strictObject({
    dta_inicio: Dia,
    dta_fim: Dia,
    observacao: z.string().max(2000, { message: "Use até 2.000 caracteres." }).optional(),
  })
  .refine((b) => b.dta_fim >= b.dta_inicio, {
    message: "O término não pode ser antes do início.",
    path: ["dta_fim"],
  })
  .openapi("AceiteDemanda");

export const CertificadoForm = z
  .strictObject({
    descricao: z
      .string({ message: "Informe o nome do certificado." })
      .trim()
      .min(3, { message: "Informe o nome do certificado (ao menos 3 caracteres)." })
      .max(200, { message: "Use até 200 caracteres." }),
    arquivo: z
      .instanceof(File, { message: "Anexe o PDF do certificado." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("CertificadoEnvio");

export const CertificadoSchema = z
  .object({ id, descricao: texto, dtainclusao: texto })
  .openapi("Certificado");

export const CertificadoPathParams = z.object({ projeto: QueryId, certificado: QueryId });

export const NotaDaParcelaSchema = z
  .object({
    parcela: z.object({ id, numero: id, etapa_ordem: id, valor: z.number() }),
    etapa: z.object({ titulo: texto, situacao: z.enum(STATUS_ETAPA) }),
    /** 'Nota {parcela}', once staff authorised it. */
    nota: z
      .object({
        id,
        titulo: texto,
        situacao: z.enum(STATUS_NOTA),
        versao: id,
        tem_arquivo: z.boolean(),
        chave_acesso: texto.nullable(),
        dtaenvio: texto.nullable(),
        /** The day it was paid (São Paulo), and whether its proof may be downloaded. */
        dtapagamento: texto.nullable(),
        tem_comprovante: z.boolean(),
      })
      .nullable(),
    /** What the reader may do on the instalment's invoice now, from the invoice table: the page's buttons. */
    acoes: z.array(z.enum(ACOES_NOTA)),
  })
  .openapi("NotaDaParcela");

export const NotaForm = z
  .strictObject({
    parcela: QueryId,
    arquivo: z
      .instanceof(File, { message: "Anexe o PDF ou o XML da nota fiscal." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("NotaEnvio");

export const NotaPagaForm = z
  .strictObject({
    dtapagamento: Dia,
    comprovante: z
      .instanceof(File, { message: "Anexe o comprovante do pagamento." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("NotaPaga");

export const NotaPathParams = z.object({ projeto: QueryId, parcela: QueryId });
