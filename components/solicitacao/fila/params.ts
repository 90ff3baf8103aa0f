// The queue's filters as the URL holds them (useListaFiltrada keeps them there with the page).
import { parseId } from "@/lib/paths";
import { PRAZOS_FILA, SUBSTATUS_SOLICITACAO, TIPOS_SOLICITACAO } from "@/lib/regras/solicitacao";
import type { FilaParams } from "@/services/solicitacao-interno";

/** The queue's filters: its query without the page, which useListaFiltrada keeps. */
type FilaFiltros = Omit<FilaParams, "page" | "page_size">;

const IDS = ["servico", "empresa", "gestor", "consultor", "unidade"] as const;
const TEXTOS = ["search", "status"] as const;
const DATAS = ["min_date", "max_date"] as const;

/** `valor` when it is one of `codigos`, else undefined (a code a hand-edited URL got wrong). */
const umDe = <T extends string>(codigos: readonly T[], valor: string | null) =>
  codigos.find((c) => c === valor);

/** Reads the filters of a URL; values a hand-edited URL got wrong are dropped instead of sent (400). */
export function filtrosDaUrl(search: URLSearchParams): FilaFiltros {
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
  const prazo = umDe(PRAZOS_FILA, search.get("prazo"));
  if (prazo) f.prazo = prazo;
  const avaliada = umDe(["true", "false"] as const, search.get("avaliada"));
  if (avaliada) f.avaliada = avaliada;
  return f;
}

/** How many filters are set, the period counting once: what the phone's "Filtros (n)" button says. */
export const filtrosAtivos = (f: FilaFiltros) =>
  Object.entries(f).filter(([k, v]) => v !== undefined && v !== "" && k !== "max_date").length;
