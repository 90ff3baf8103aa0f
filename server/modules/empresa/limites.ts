import "server-only";
import type { Conn } from "../../db/client";
import { exigirLimites, type Limite } from "../../lib/limite";

const HORA = 3_600_000;

const MUITAS =
  "Muitas consultas e cadastros de CPF ou CNPJ em pouco tempo. Aguarde e tente de novo mais tarde.";

/**
 * What one user may ask of whether a document (CPF, CNPJ) is in the programme, in the producer lookup and
 * in registering a company, together: the lookup tells a client only of its own producers, but a
 * registration refused because the document is taken (409) tells of anyone's, so both count against one
 * budget an hour and one a day (issue 43: enumerating CPFs). A client registering its companies stays far
 * below them.
 */
const limitesDoUsuario = (usuarioId: number): Limite[] => [
  { chave: `empresa:documento:hora:${usuarioId}`, max: 20, janelaMs: HORA },
  { chave: `empresa:documento:dia:${usuarioId}`, max: 60, janelaMs: 24 * HORA },
];

/**
 * Takes one attempt of the user's budget of document look-ups, or refuses with 429. Call it outside the
 * transaction of what it guards, so a refused registration counts as much as one that went through.
 */
export const exigirConsultaDeDocumento = (conn: Conn, usuarioId: number, now: Date) =>
  exigirLimites(conn, limitesDoUsuario(usuarioId), now, MUITAS);
