// Payment of the client's share through the `pagamento` driver (DESIGN §5, §7): card, credit, Pix, in person.
export { pagamentoRoutes } from "./routes";
// The demo data pays a request with the same service the API runs.
export { pagar } from "./pagar";
