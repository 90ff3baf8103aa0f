// A company's consultants: the provider keeps its own (MeusConsultores); staff read any (ConsultoresDaEmpresa).
export { ConsultoresDaEmpresa } from "./consultores-da-empresa";
export { MeusConsultores } from "./meus-consultores";
