import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";

/** Runs a confirmed action and says how it went: SPEC §8's success message, or the API's reason it failed. */
export const executarComAviso = (executar: () => Promise<unknown>) =>
  executar().then(
    () => notify("success"),
    (e: unknown) => notify("error", apiErrorOf(e).detail),
  );
