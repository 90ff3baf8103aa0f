export { mensagemRoutes } from "./routes";
// The demo data writes its conversations with the same services the API runs.
export { enviarMensagem, marcarVisto } from "./service";
