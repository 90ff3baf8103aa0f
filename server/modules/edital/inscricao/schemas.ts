import { z } from "@hono/zod-openapi";
import { LIMITES_EDITAL } from "@/lib/regras/edital";
import { ArquivoSchema } from "../../../lib/files";
import { HistoricoItemSchema } from "../../../lib/history";
import { Id, QueryId, Texto } from "../../../lib/params";
import { dataBr } from "../criacao/schemas";

const id = z.number().int();
const texto = z.string();
const StatusSchema = z.object({ codigo: texto, descricao: texto, cor: texto });
const ServicoSchema = z.object({ id, titulo: texto });

export const InscricaoBody = z
  .strictObject({
    edital: Id,
    empresa: Id,
    servicos: z
      .array(Id, { error: "Escolha ao menos um serviço." })
      .min(1, "Escolha ao menos um serviço.")
      .max(100),
  })
  .openapi("InscricaoEnvio");

export const EditalQuery = z.strictObject({ edital: QueryId });
export const MinhaInscricaoQuery = z.strictObject({ edital: QueryId, empresa: QueryId.optional() });
export const ListaQuery = z.strictObject({ edital: QueryId.optional() });
export const EtapaQuery = z.strictObject({ etapa: QueryId });

/** A row of the enrolment lists: whose, in which tender, where it stands. */
export const InscricaoResumoSchema = z
  .object({
    id,
    edital: z.object({ id, numero_edital: texto, titulo: texto }),
    empresa: z.object({ id, nomefantasia: texto }),
    status: StatusSchema,
    etapa: z.object({ id, titulo: texto, ordem: id, data_fim: texto.nullable() }).nullable(),
    /** Documents the evaluator must still decide (sent, or corrected after a return). */
    aguardando: id,
    dtainclusao: texto,
  })
  .openapi("InscricaoResumo");

/** What the enrolment form needs for a tender: its services and the user's provider companies. */
export const FormularioInscricaoSchema = z
  .object({
    edital: z.object({ id, numero_edital: texto, titulo: texto, aberto: z.boolean() }),
    servicos: z.array(ServicoSchema),
    empresas: z.array(z.object({ id, nomefantasia: texto, inscricao: id.nullable() })),
  })
  .openapi("FormularioInscricao");

const EtapaResumo = z.object({
  id,
  titulo: texto,
  ordem: id,
  data_inicio: texto.nullable(),
  data_fim: texto.nullable(),
});

export const InscricaoDetalheSchema = z
  .object({
    id,
    versao: id,
    edital: z.object({ id, numero_edital: texto, titulo: texto }),
    empresa: z.object({ id, nomefantasia: texto }),
    status: StatusSchema,
    etapa_atual: EtapaResumo.nullable(),
    etapas: id,
    avaliador: z.object({ nome: texto, sobrenome: texto }).nullable(),
    servicos_aprovados: z.array(ServicoSchema),
    servicos_reprovados: z.array(ServicoSchema),
    servicos_pendentes: z.array(ServicoSchema),
    historico: z.array(HistoricoItemSchema),
    /** What the signed-in user may do with the enrolment now (the workflow's buttons). */
    acoes: z.array(texto),
    dtainclusao: texto,
  })
  .openapi("InscricaoDetalhe");

export const DocumentoInscricaoSchema = z
  .object({
    id,
    versao: id,
    nome: texto,
    descricao: texto,
    obrigatorio: z.boolean(),
    tipos: z.array(texto),
    expira: z.boolean(),
    validade_dias: id.nullable(),
    status: StatusSchema,
    arquivo: ArquivoSchema.nullable(),
    /** The evaluator's reason to return or reject it. */
    motivo: texto.nullable(),
    /** Until when the company may correct a returned document (AAAA-MM-DD). */
    prazo_correcao: texto.nullable(),
    validade: texto.nullable(),
    dtaenvio: texto.nullable(),
    dtadecisao: texto.nullable(),
    acoes: z.array(texto),
  })
  .openapi("DocumentoInscricao");

export const EtapasDaInscricaoSchema = z
  .object({
    inscricao: z.object({ id, versao: id, status: StatusSchema, etapa_atual: id.nullable() }),
    etapas: z.array(
      EtapaResumo.extend({
        descricao: texto,
        tipo_etapa: texto,
        /** Where the stage stands for this enrolment: done, the current one, or still ahead. */
        situacao: z.enum(["concluida", "atual", "futura"]),
        /** The stage's own actions (enviar_etapa, avancar_etapa) while it is the current one. */
        acoes: z.array(texto),
        grupos: z.array(
          z.object({
            id,
            titulo: texto,
            descricao: texto,
            servico: ServicoSchema.nullable(),
            documentos: z.array(DocumentoInscricaoSchema),
          }),
        ),
      }),
    ),
  })
  .openapi("EtapasDaInscricao");

const arquivoForm = z
  .instanceof(File, { message: "Anexe o documento." })
  .openapi({ type: "string", format: "binary" });

/** One decision on an enrolment's document: the company sends it, the evaluator accepts, returns or rejects it. */
export const DocumentoAcaoForm = z
  .strictObject({
    acao: z.enum(["enviar", "aceitar", "devolver", "rejeitar"], { error: "Escolha a ação." }),
    arquivo: arquivoForm.optional(),
    /** Until when a document that expires is valid (DD/MM/AAAA); by default today plus its validity. */
    validade: dataBr.optional(),
    motivo: Texto(5, LIMITES_EDITAL.motivo).optional(),
    /** The new deadline to correct a returned document (DD/MM/AAAA). */
    prazo: dataBr.optional(),
  })
  .superRefine((f, ctx) => {
    const falta = (campo: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [campo], message });
    if (f.acao === "enviar" && !f.arquivo) falta("arquivo", "Anexe o documento.");
    if ((f.acao === "devolver" || f.acao === "rejeitar") && !f.motivo)
      falta("motivo", "Escreva o motivo para a empresa.");
    if (f.acao === "devolver" && !f.prazo) falta("prazo", "Informe o prazo para a correção.");
  })
  .openapi("DocumentoInscricaoAcao");

export const AcaoRespostaSchema = z
  .object({ id, versao: id, status: StatusSchema })
  .openapi("InscricaoAcaoResposta");

export type InscricaoBody = z.infer<typeof InscricaoBody>;
export type DocumentoAcaoForm = z.infer<typeof DocumentoAcaoForm>;
