// Areas of activity a company declares.
export { areaAtuacaoRoutes } from "./routes";
