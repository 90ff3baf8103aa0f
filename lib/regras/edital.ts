// Accreditation tenders (DESIGN §5): their states, stage kinds, the default first stage and the limits
// shared by the tender editor, the enrolment screens and the server.
import type { TipoArquivo } from "./arquivo";
import { porNome } from "./estados";

/** Written by staff, published once `check` finds nothing missing, closed when its results are out. */
export const SITUACOES_EDITAL = ["RASCUNHO", "PUBLICADO", "ENCERRADO"] as const;
export type SituacaoEdital = (typeof SITUACOES_EDITAL)[number];
export const EDITAL = porNome(SITUACOES_EDITAL);

/**
 * A company's enrolment: it fills its current stage (EM_INSCRICAO), the evaluator decides it (EM_AVALIACAO;
 * AVALIADA after the last stage), the partial finish gives the preliminary result (EM_RECURSO while an
 * appeal waits), and the published result accredits it or not.
 */
export const SITUACOES_INSCRICAO = [
  "EM_INSCRICAO",
  "EM_AVALIACAO",
  "AVALIADA",
  "RESULTADO_PRELIMINAR",
  "EM_RECURSO",
  "CREDENCIADA",
  "NAO_CREDENCIADA",
] as const;
export type SituacaoInscricao = (typeof SITUACOES_INSCRICAO)[number];
export const INSCRICAO = porNome(SITUACOES_INSCRICAO);

/** Each document of an enrolment: sent by the company, then accepted, returned for correction or rejected. */
export const SITUACOES_DOCUMENTO_INSCRICAO = [
  "PENDENTE",
  "ENVIADO",
  "ACEITO",
  "DEVOLVIDO",
  "REJEITADO",
] as const;
export type SituacaoDocumentoInscricao = (typeof SITUACOES_DOCUMENTO_INSCRICAO)[number];
export const DOCUMENTO_INSCRICAO = porNome(SITUACOES_DOCUMENTO_INSCRICAO);

/** A service's result in an enrolment, fixed when the evaluation is closed (null while pending). */
export const RESULTADOS_SERVICO = ["APROVADO", "REPROVADO"] as const;
export type ResultadoServico = (typeof RESULTADOS_SERVICO)[number];
export const RESULTADO_SERVICO = porNome(RESULTADOS_SERVICO);
/** How each result shows: its tag colour and word. */
export const ROTULO_RESULTADO_SERVICO = {
  APROVADO: ["green", "Aprovado"],
  REPROVADO: ["red", "Reprovado"],
} as const satisfies Record<ResultadoServico, readonly [string, string]>;

/** Kinds of tender stage, with their labels. */
export const TIPOS_ETAPA = {
  HABILIDADE_TECNICA: "Habilidade técnica",
  HABILITACAO_JURIDICA: "Habilitação jurídica",
  QUALIFICACAO_ECONOMICA: "Qualificação econômico-financeira",
  ENTREVISTA: "Entrevista",
} as const;
export type TipoEtapa = keyof typeof TIPOS_ETAPA;
export const TIPO_ETAPA_PADRAO: TipoEtapa = "HABILIDADE_TECNICA";

/** SPEC §9: every new tender starts with this stage and its two groups. */
export const ETAPA_PADRAO = {
  titulo: "Habilitação Jurídica e Fiscal",
  tipo_etapa: TIPO_ETAPA_PADRAO,
  grupos: ["Habilitação Jurídica", "Habilitação Fiscal"],
} as const;

/** The browser's key for the tender editor's unsent stages (SPEC §6). */
export const CHAVE_RASCUNHO_ETAPAS = "etapaDraft";
/** What the editor logs when that draft cannot be read (SPEC §6), before dropping it. */
export const ERRO_RASCUNHO_ETAPAS = "Erro ao carregar etapas:";

/** The file kinds a tender's document may accept (lib/regras/arquivo.ts). */
export const TIPOS_DOCUMENTO_EDITAL = ["pdf", "imagem", "planilha"] as const satisfies readonly TipoArquivo[];

/** Days before a document expires when its company is told. */
export const AVISO_VENCIMENTO_DIAS = 30;

export const LIMITES_EDITAL = {
  numero: 30,
  titulo: 200,
  objeto: 4000,
  descricao: 2000,
  motivo: 2000,
  recurso: 4000,
  prazoRecursoDias: { min: 1, max: 30 },
  validadeDias: { min: 1, max: 3650 },
} as const;
