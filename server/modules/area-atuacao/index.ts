// Areas of activity a company declares, and the managers who answer for each.
export { areaAtuacaoRoutes } from "./routes";
export { colunasDoGestor, gestorDoVinculo } from "./gestores";
