import "server-only";
import { cachePorVersao } from "../../lib/cache-por-versao";

/**
 * `calcular`'s answer for `chave`, kept in this process while the catalogue's version stays (migration 0027):
 * every visitor reads the catalogue, and it changes only when staff edit it.
 */
export const doCatalogo = cachePorVersao("catalogo");
