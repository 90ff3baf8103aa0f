// The attachments the staff request forms (and the request's documents) accept: the API's "documento" kind.

import { MAX_ARQUIVO_BYTES, MAX_ARQUIVOS, TIPOS_ARQUIVO } from "@/lib/regras/arquivo";

export { MAX_ARQUIVOS };
export const MAX_BYTES = MAX_ARQUIVO_BYTES;
const TIPOS: readonly string[] = TIPOS_ARQUIVO.documento;
export const ACCEPT = ".pdf,.png,.jpg,.jpeg," + TIPOS.join(",");

/** Why a picked file cannot be attached when `anexados` are already there, or null when it can. */
export function problemaArquivo(file: { name: string; type: string; size: number }, anexados: number) {
  if (anexados >= MAX_ARQUIVOS) return `Anexe no máximo ${MAX_ARQUIVOS} documentos.`;
  if (!TIPOS.includes(file.type)) return `${file.name}: envie um arquivo PDF, PNG ou JPEG.`;
  if (file.size > MAX_BYTES) return `${file.name}: o arquivo passa do limite de 10 MB.`;
  if (file.size === 0) return `${file.name}: o arquivo está vazio.`;
  return null;
}
