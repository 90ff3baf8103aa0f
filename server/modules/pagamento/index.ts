// Payment of the client's share through the `pagamento` driver (DESIGN §5, §7): card, credit, Pix, in person.
export { pagamentoRoutes } from "./routes";
// The demo data pays a request through a payment link with the same services the API runs.
export { linkDePagamento, pagarPorLink } from "./link";
