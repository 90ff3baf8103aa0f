// States and cities: the places addresses and service units point to.
export { localidadeRoutes } from "./routes";
