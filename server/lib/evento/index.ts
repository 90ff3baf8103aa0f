// The outbox (DESIGN §3): events written with what they are about, and their delivery to each consumer.
export { registrarTransicoes, eventosDoCatalogo, type DadosDe, type EventoProprio } from "./catalogo";
export { CONSUMIDORES, type NomeConsumidor } from "./consumidores";
export { contextoDe, type Contexto } from "./contexto";
export {
  aguarda,
  entregarPendentes,
  entregarUm,
  LIMITE_TENTATIVAS,
  pendente,
  proximaApos,
  proximaOuDesiste,
  type Consumidor,
  type EventoLido,
} from "./entrega";
export { chavesGravadas, gravarEvento, type NovoEvento } from "./gravar";
