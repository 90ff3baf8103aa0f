// The attachments the staff request forms (and the request's documents) accept: the API's "documento" kind.

export const MAX_ARQUIVOS = 10;
export const MAX_BYTES = 10 * 1024 * 1024;
const TIPOS_ARQUIVO = ["application/pdf", "image/png", "image/jpeg"];
export const ACCEPT = ".pdf,.png,.jpg,.jpeg," + TIPOS_ARQUIVO.join(",");

/** Why a picked file cannot be attached when `anexados` are already there, or null when it can. */
export function problemaArquivo(file: { name: string; type: string; size: number }, anexados: number) {
  if (anexados >= MAX_ARQUIVOS) return `Anexe no máximo ${MAX_ARQUIVOS} documentos.`;
  if (!TIPOS_ARQUIVO.includes(file.type)) return `${file.name}: envie um arquivo PDF, PNG ou JPEG.`;
  if (file.size > MAX_BYTES) return `${file.name}: o arquivo passa do limite de 10 MB.`;
  if (file.size === 0) return `${file.name}: o arquivo está vazio.`;
  return null;
}
