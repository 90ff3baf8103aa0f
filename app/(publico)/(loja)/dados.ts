import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { lerFiltros, TAMANHO_CATALOGO } from "@/components/catalogo/url";
import { urlDaPagina, type SearchParams } from "@/lib/lista-url";
import { NOT_FOUND_PATH, parseId } from "@/lib/paths";
import { usuarioDaSessao } from "@/lib/session";
import { getDb } from "@/server/banco";
import { HubError } from "@/server/lib/errors";
import { pageWindow } from "@/server/lib/pagination";
import { listAcessados, listMarcados } from "@/server/modules/modelooferta";
import {
  getDetalhe,
  getFiltros,
  getQuestionario,
  listPrestadores,
  listServicos,
  ServicoQuery,
} from "@/server/modules/servico";

// The shop's pages read here, on the server, through the modules' public functions (DESIGN §1), so they
// arrive with their data (issue 10): no query client and no request after hydration. The same functions
// answer the API's calls, so the page and /api/hub show the same.

/**
 * A page of the catalogue as its URL asks (the filters read as its client part reads them), its filter
 * options, and the showcases on the unfiltered first page. A hand-edited page or size out of the API's
 * bounds is brought back into them.
 */
export async function lerCatalogo(searchParams: SearchParams) {
  const url = await urlDaPagina(searchParams);
  const filtros = lerFiltros(url);
  const query = ServicoQuery.parse({
    ...filtros,
    search: filtros.search?.slice(0, 120),
    page: Math.min(parseId(url.get("page")) ?? 1, 100_000),
    page_size: Math.min(parseId(url.get("page_size")) ?? TAMANHO_CATALOGO, 100),
  });
  const db = await getDb();
  const pagina = await listServicos(db, query, pageWindow(query, TAMANHO_CATALOGO));
  const opcoes = await getFiltros(db);
  const vitrines =
    Object.values(filtros).some((v) => v !== undefined) || query.page > 1
      ? []
      : [
          { kind: "destaque" as const, ...(await listMarcados(db, "destaque")) },
          { kind: "recomendado" as const, ...(await listMarcados(db, "recomendado")) },
          { kind: "acessado" as const, ...(await listAcessados(db)) },
        ];
  return { pagina, opcoes, vitrines };
}

/**
 * An active offer with its stages, once per request for the title and the page alike: each read counts a view
 * in the "most accessed" ranking. SPEC §8: an offer that is not there (or no longer is) sends to /404.
 */
export const lerOferta = cache(async (id: number) => {
  const db = await getDb();
  const usuario = await usuarioDaSessao();
  try {
    return await getDetalhe(db, id, usuario?.id ?? null);
  } catch (e) {
    if (e instanceof HubError && e.status === 404) redirect(NOT_FOUND_PATH);
    throw e;
  }
});

/** What the offer's page shows beside it: the accredited providers and the questions of the purchase. */
export async function lerComplementos(id: number) {
  const db = await getDb();
  const prestadores = await listPrestadores(db, id);
  const { perguntas } = await getQuestionario(db, id);
  return { prestadores, perguntas };
}
