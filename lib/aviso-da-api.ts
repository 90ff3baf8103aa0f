import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";

/** Says why a call failed, in the API's words (SPEC §8's error message when it gave none). */
export const avisarErro = (e: unknown) => notify("error", apiErrorOf(e).detail);

/** Runs an action and says how it went: SPEC §8's success message, or the API's reason it failed. */
export const executarComAviso = (executar: () => Promise<unknown>) =>
  executar().then(() => notify("success"), avisarErro);
