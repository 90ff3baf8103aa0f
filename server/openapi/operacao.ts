/** "solicitacao", "envia-selecao", "publicar_individual" → "Solicitacao", "EnviaSelecao", "PublicarIndividual". */
const palavra = (texto: string) =>
  texto
    .split(/[-_]/)
    .filter(Boolean)
    .map((parte) => parte[0].toUpperCase() + parte.slice(1))
    .join("");

/**
 * An operation's id, derived from its method and path so it never changes while they do not, and two
 * operations never share one: `GET /solicitacao/interno/detalhe/{id}/` → `getSolicitacaoInternoDetalhePorId`.
 */
export const operationId = (metodo: string, caminho: string) =>
  metodo.toLowerCase() +
  caminho
    .split("/")
    .filter(Boolean)
    .map((segmento) => {
      const parametro = segmento.match(/^\{(.+)\}$/)?.[1];
      return parametro ? `Por${palavra(parametro)}` : palavra(segmento);
    })
    .join("");
