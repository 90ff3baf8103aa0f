// The queue's filters live in the URL, so a filtered page can be shared, reloaded and returned to.
import { PAGE_SIZE } from "@/lib/constants";
import { parseId } from "@/lib/paths";
import { SUBSTATUS_SOLICITACAO, TIPOS_SOLICITACAO } from "@/lib/regras/solicitacao";
import type { FilaParams } from "@/services/solicitacao-interno";

const IDS = ["servico", "empresa", "gestor", "consultor"] as const;
const TEXTOS = ["search", "status"] as const;
const DATAS = ["min_date", "max_date"] as const;

/** `valor` when it is one of `codigos`, else undefined (a code a hand-edited URL got wrong). */
const umDe = <T extends string>(codigos: readonly T[], valor: string | null) =>
  codigos.find((c) => c === valor);

/** Reads the filters of a URL; values a hand-edited URL got wrong are dropped instead of sent (400). */
export function filtrosDaUrl(search: URLSearchParams): FilaParams & { page: number; page_size: number } {
  const f: FilaParams = {};
  for (const k of TEXTOS) {
    const v = search.get(k)?.trim();
    if (v) f[k] = v;
  }
  for (const k of IDS) {
    const n = parseId(search.get(k));
    if (n) f[k] = n;
  }
  for (const k of DATAS) {
    const v = search.get(k);
    if (v && /^\d{4}-\d{2}-\d{2}$/.test(v)) f[k] = v;
  }
  const substatus = umDe(SUBSTATUS_SOLICITACAO, search.get("substatus"));
  if (substatus) f.substatus = substatus;
  const tipo = umDe(TIPOS_SOLICITACAO, search.get("tipo"));
  if (tipo) f.tipo = tipo;
  return {
    ...f,
    page: parseId(search.get("page")) ?? 1,
    page_size: parseId(search.get("page_size")) ?? PAGE_SIZE,
  };
}

/** The query string of some filters, leaving out empty values and the default page and size. */
export function urlDosFiltros(f: FilaParams): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === "") continue;
    if ((k === "page" && v === 1) || (k === "page_size" && v === PAGE_SIZE)) continue;
    params.set(k, String(v));
  }
  return params.toString();
}

/** A filter change goes back to the first page; only a page change keeps its own page. */
export function aplicarFiltro(atual: FilaParams, mudanca: FilaParams): FilaParams {
  return { ...atual, ...mudanca, page: mudanca.page ?? 1 };
}
