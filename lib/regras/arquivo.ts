// Files the API accepts, shared by the upload forms and the server's checks so both refuse the same.

export const MAX_ARQUIVO_BYTES = 10 * 1024 * 1024;

/** Content types per kind of upload; the server checks the type read from the bytes, not the name. */
export const TIPOS_ARQUIVO = {
  documento: ["application/pdf", "image/png", "image/jpeg"],
  /** Reports a party signs off on: diagnostics, proposals. */
  pdf: ["application/pdf"],
  imagem: ["image/png", "image/jpeg", "image/webp"],
  planilha: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  /** An invoice: its PDF, or the NF-e XML (checked against the instalment). */
  nota: ["application/pdf", "application/xml"],
} as const;
export type TipoArquivo = keyof typeof TIPOS_ARQUIVO;

/** At most this many documents in one staff-created request. */
export const MAX_ARQUIVOS = 10;
