export * from "./usuario";
export * from "./historico";
export * from "./arquivo";
export * from "./localidade";
export * from "./status";
export * from "./organizacao";
export * from "./servico";
export * from "./empresa";
