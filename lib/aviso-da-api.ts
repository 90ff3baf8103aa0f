import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";

/** Says why a call failed, in the API's words (SPEC §8's error message when it gave none). */
export const avisarErro = (e: unknown) => notify("error", apiErrorOf(e).detail);

/**
 * Runs an action and says how it went: `sucesso` (SPEC §8's success message unless told), or the API's reason it
 * failed (SPEC §8's generic one for a failure that gives none).
 */
export const executarComAviso = (executar: () => Promise<unknown>, sucesso?: string) =>
  executar().then(() => notify("success", sucesso), avisarErro);
