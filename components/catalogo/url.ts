import { daUrl } from "@/lib/lista-url";

/** The catalogue's page size: four rows of three cards. */
export const TAMANHO_CATALOGO = 12;

/** The catalogue's filters in the URL, read alike by its page on the server and by its filters in the browser. */
export const lerFiltros = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  tema: daUrl.id(url, "tema"),
  subtema: daUrl.id(url, "subtema"),
  tipo: daUrl.id(url, "tipo"),
});
