// Demo accounts (DESIGN §7), all with the password DEMO_PASSWORD. The last two are extra staff so
// manager and consultant lists are not singletons; they can sign in but are not advertised.
export const DEMO_PASSWORD = "Demo@1234";

export type UsuarioSeed = { email: string; cpf: string; nome: string; sobrenome: string; grupo: string };

export const USUARIOS: UsuarioSeed[] = [
  { email: "cliente@hub.example", cpf: "33839657830", nome: "Mariana", sobrenome: "Albuquerque", grupo: "cliente" },
  { email: "prestador@hub.example", cpf: "68188229679", nome: "Rafael", sobrenome: "Menezes", grupo: "prestador" },
  { email: "consultor@hub.example", cpf: "40704757451", nome: "Camila", sobrenome: "Teixeira", grupo: "consultor" },
  { email: "gestor@hub.example", cpf: "98321468446", nome: "Ricardo", sobrenome: "Bittencourt", grupo: "gestor" },
  { email: "coordenador@hub.example", cpf: "01418814881", nome: "Fernanda", sobrenome: "Castilho", grupo: "coordenador" },
  { email: "interno@hub.example", cpf: "05009739895", nome: "Juliana", sobrenome: "Rocha", grupo: "interno" },
  { email: "admin@hub.example", cpf: "11582862362", nome: "Eduardo", sobrenome: "Nascimento", grupo: "admin" },
  { email: "avaliador@hub.example", cpf: "78422547880", nome: "Patrícia", sobrenome: "Lemos", grupo: "avaliador" },
  { email: "gustavo.schneider@hub.example", cpf: "68495195305", nome: "Gustavo", sobrenome: "Schneider", grupo: "gestor" },
  { email: "helena.prado@hub.example", cpf: "52998224725", nome: "Helena", sobrenome: "Prado", grupo: "prestador" },
  { email: "larissa.bauer@hub.example", cpf: "12012847323", nome: "Larissa", sobrenome: "Bauer", grupo: "consultor" },
];

export const GESTOR = "gestor@hub.example";
export const GESTOR_2 = "gustavo.schneider@hub.example";
export const COORDENADOR = "coordenador@hub.example";
export const CONSULTOR = "consultor@hub.example";
export const CONSULTOR_2 = "larissa.bauer@hub.example";
export const CLIENTE = "cliente@hub.example";
export const PRESTADOR = "prestador@hub.example";
/** A second provider (Mentora Inovação), so quotation has competing providers. */
export const PRESTADOR_2 = "helena.prado@hub.example";
