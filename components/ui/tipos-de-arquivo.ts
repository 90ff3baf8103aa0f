import { MAX_ARQUIVO_BYTES, TIPOS_ARQUIVO } from "@/lib/regras/arquivo";

/** What each kind of file field accepts, as the API checks it (lib/regras/arquivo). */
export const TIPOS = {
  pdf: {
    aceita: ".pdf,application/pdf",
    rotulo: "PDF",
    botao: "Escolher PDF",
    erro: "envie o arquivo em PDF.",
  },
  documento: {
    aceita: ".pdf,.png,.jpg,.jpeg",
    rotulo: "PDF, PNG ou JPEG",
    botao: "Escolher arquivo",
    erro: "envie PDF, PNG ou JPEG.",
  },
  nota: {
    aceita: ".pdf,.xml",
    rotulo: "PDF ou XML da NF-e",
    botao: "Escolher arquivo",
    erro: "envie o PDF ou o XML da nota.",
  },
} as const;
export type TipoDeCampo = keyof typeof TIPOS;

/** Why a picked file cannot be sent as `tipo`, as the API would say, or null. */
export function problemaDoArquivo(tipo: TipoDeCampo, arquivo: File | undefined) {
  if (!arquivo) return null;
  // Browsers call an .xml file text/xml; the server reads its bytes as application/xml.
  const aceitos: readonly string[] =
    tipo === "nota" ? [...TIPOS_ARQUIVO.nota, "text/xml"] : TIPOS_ARQUIVO[tipo];
  if (!aceitos.includes(arquivo.type)) return `${arquivo.name}: ${TIPOS[tipo].erro}`;
  if (arquivo.size === 0) return `${arquivo.name}: o arquivo está vazio.`;
  if (arquivo.size > MAX_ARQUIVO_BYTES) return `${arquivo.name}: o arquivo passa do limite de 10 MB.`;
  return null;
}
