export { doCatalogo } from "./cache";
export { ofertaAtiva, selectCards, toCard } from "./cards";
export { etapasDe } from "./etapa";
export { opcoesOf, perguntaOf, perguntasDosServicos } from "./pergunta";
export { servicoRoutes } from "./routes";
export { EtapaModeloSchema, ModeloOfertaCardSchema, PerguntaSchema, ServicoQuery } from "./schemas";
export { getDetalhe, getFiltros, getQuestionario, listPrestadores, listServicos } from "./service";
