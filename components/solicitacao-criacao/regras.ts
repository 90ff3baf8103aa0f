// Rules of the staff request forms that need no React: attachments accepted, and server field errors by field.
import type { ApiError } from "@/lib/api-client";

export const MAX_ARQUIVOS = 10;
export const MAX_BYTES = 10 * 1024 * 1024;
export const TIPOS_ARQUIVO = ["application/pdf", "image/png", "image/jpeg"];
export const ACCEPT = ".pdf,.png,.jpg,.jpeg," + TIPOS_ARQUIVO.join(",");

/** Why a picked file cannot be attached when `anexados` are already there, or null when it can. */
export function problemaArquivo(file: { name: string; type: string; size: number }, anexados: number) {
  if (anexados >= MAX_ARQUIVOS) return `Anexe no máximo ${MAX_ARQUIVOS} documentos.`;
  if (!TIPOS_ARQUIVO.includes(file.type)) return `${file.name}: envie um arquivo PDF, PNG ou JPEG.`;
  if (file.size > MAX_BYTES) return `${file.name}: o arquivo passa do limite de 10 MB.`;
  if (file.size === 0) return `${file.name}: o arquivo está vazio.`;
  return null;
}

/**
 * Splits the server's `errors` into those of the form's fields ("empresas.2" counts as "empresas") and the
 * rest, which the form shows in its alert with the `detail`.
 */
export function errosPorCampo<F extends string>(erro: ApiError, campos: readonly F[]) {
  const porCampo = new Map<F, string[]>();
  const outros: string[] = [];
  for (const [chave, mensagens] of Object.entries(erro.errors ?? {})) {
    const campo = campos.find((c) => c === chave.split(/[.[]/)[0]);
    if (campo) porCampo.set(campo, [...(porCampo.get(campo) ?? []), ...mensagens]);
    else outros.push(...mensagens);
  }
  return { campos: [...porCampo].map(([name, errors]) => ({ name, errors })), outros };
}
