// Payment of the client's share through the `pagamento` driver (DESIGN §5, §7): card, credit, Pix, in person.
export { pagamentoRoutes } from "./routes";
// The demo data pays with the same services the API runs: in the portal, or through a payment link.
export { pagar } from "./pagar";
export { linkDePagamento, pagarPorLink } from "./link";
export { escopoDoPagamento } from "./cobranca";
export { reconciliarPagamentos } from "./reconciliacao";
export { estornarPagamentos } from "./estorno";
