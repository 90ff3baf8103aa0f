export { avaliacaoRoutes } from "./routes";
// The demo data answers evaluations with the API's service.
export { avaliar } from "./resposta";
