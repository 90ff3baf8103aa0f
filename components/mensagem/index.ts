export { PainelMensagens } from "./painel";
