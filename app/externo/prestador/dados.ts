import "server-only";
import { lerNoServidor } from "@/server/leitura";

/** The provider's dashboard, read before the home page renders (issue 10). */
export const lerPainel = () => lerNoServidor("/dash/externo/prestador/");
