// Contracting: final analysis, contracts and their signatures, execution authorised.
export { contratoRoutes } from "./routes";
