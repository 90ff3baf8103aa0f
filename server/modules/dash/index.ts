// The role dashboards: their routes, and their parts by name for the benchmark (scripts/bench/dash.ts).
export { dashRoutes } from "./routes";
export { painelCliente } from "./cliente";
export { painelCoordenador } from "./coordenador";
export { painelGestor } from "./equipe";
export { montarPainel, type Leitura, type Painel } from "./painel";
export { painelPrestador } from "./prestador";
