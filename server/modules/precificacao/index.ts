// The price tables a service is priced with: hourly rates, payment plans, travel allowance bands.
export { precificacaoRoutes } from "./routes";
