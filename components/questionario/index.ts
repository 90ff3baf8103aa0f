// The client's sizing answers, for the pages of other domains that show them.
export { ListaDeRespostas, RespostasDeDimensionamento } from "./respostas";
