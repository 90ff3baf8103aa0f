// Cost centres as other modules see them: the routes, and the one way to move their money (the ledger).
export { centrocustoRoutes } from "./routes";
export { centroAtivoNoHub, saldosDe, saldosDaLinha } from "./razao";
export {
  comprometerReserva,
  gastarReserva,
  liberarReserva,
  moverReserva,
  reservar,
  type NovaReserva,
} from "./reserva";
