import type { Evento } from "@/tests/setup/construtores";
import type { SubstatusSolicitacao } from "@/lib/regras/solicitacao";
import type { StatusEtapa, StatusNota } from "@/lib/regras/projeto";
import type { StatusProposta } from "@/lib/regras/proposta";

/**
 * The dashboards' own world, dated 2031 and read on Wednesday 2031-03-12 at noon in São Paulo (AGORA), so
 * this week runs to Sunday the 16th. The test seed has no requests: every number the tests expect comes
 * from these rows alone.
 *
 * cliente@ owns Sabor da Ilha and Nexo Software (a1–a13); Malha Norte (Jaraguá do Sul) and Auto Peças
 * Curitibana are other clients' (m1, m2). gestor@ (Ricardo) is responsible for a1–a3, a5–a9 and a11,
 * Gustavo for the rest. Vértice is prestador@'s company, Mentora Inovação another provider.
 */
export const AGORA = new Date("2031-03-12T15:00:00Z");

const VERTICE = "28732778000104";
const MENTORA = "82743702000120";
export const GESTOR = "gestor@hub.example";
const GESTOR_2 = "gustavo.schneider@hub.example";

export const dia = (d: string) => new Date(`2031-${d}T15:00:00Z`);
const passo = (acao: string, de: string, para: string, em: string): Evento => ({
  acao,
  de,
  para,
  por: GESTOR,
  em: dia(em),
});
const liberar = (em: string, para = "AGUARDANDO_PROPOSTAS") =>
  passo("LIBERAR", "AGUARDANDO_ANALISE", para, em);
const encerrar = (em: string) => passo("ENCERRAR_PRAZO", "AGUARDANDO_PROPOSTAS", "PROPOSTAS_EM_ANALISE", em);
const autorizar = (em: string) => passo("AUTORIZAR_EXECUCAO", "AGUARDANDO_AUTORIZACAO", "EM_EXECUCAO", em);

export type Pedido = {
  empresa: string;
  substatus: SubstatusSolicitacao;
  gestor: string;
  criada: string;
  historico?: Evento[];
  /** Released to one provider only (its name), until this moment. */
  direta?: { prestador: string; prazo: Date };
  propostas?: { prestador: string; status: StatusProposta }[];
  /** A project by Vértice with a stage in each state (due dates optional) and invoices of instalments. */
  projeto?: { etapas: StatusEtapa[]; prazos?: string[]; notas?: (StatusNota | null)[] };
};

export const PEDIDOS = {
  a1: { empresa: "Sabor da Ilha", substatus: "AGUARDANDO_ANALISE", gestor: GESTOR, criada: "03-02" },
  a2: {
    empresa: "Sabor da Ilha",
    substatus: "DEVOLVIDA_CLIENTE",
    gestor: GESTOR,
    criada: "03-06",
    historico: [passo("DEVOLVER", "AGUARDANDO_ANALISE", "DEVOLVIDA_CLIENTE", "03-08")],
  },
  a3: {
    empresa: "Nexo Software",
    substatus: "PROPOSTAS_EM_ANALISE",
    gestor: GESTOR,
    criada: "02-10",
    historico: [liberar("02-12"), encerrar("03-02")],
    propostas: [
      { prestador: VERTICE, status: "ENVIADA" },
      { prestador: MENTORA, status: "ENVIADA" },
    ],
  },
  a4: { empresa: "Sabor da Ilha", substatus: "AGUARDANDO_ASSINATURA", gestor: GESTOR_2, criada: "02-15" },
  a5: { empresa: "Nexo Software", substatus: "AGUARDANDO_PAGAMENTO", gestor: GESTOR, criada: "01-01" },
  a6: {
    empresa: "Sabor da Ilha",
    substatus: "EM_EXECUCAO",
    gestor: GESTOR,
    criada: "01-11",
    historico: [liberar("01-12"), encerrar("01-22"), autorizar("02-20")],
    propostas: [{ prestador: VERTICE, status: "CONTRATADA" }],
    // Delivered (to approve), late, due on Friday, approved with its invoice authorised.
    projeto: {
      etapas: ["ENTREGUE", "PENDENTE", "DEVOLVIDA", "APROVADA"],
      prazos: ["2031-03-01", "2031-03-10", "2031-03-14", "2031-02-28"],
      notas: [null, null, null, "AUTORIZADA"],
    },
  },
  a7: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_AVALIACAO",
    gestor: GESTOR,
    criada: "01-01",
    historico: [autorizar("02-10"), passo("FINALIZAR", "EM_EXECUCAO", "AGUARDANDO_AVALIACAO", "03-05")],
    propostas: [{ prestador: VERTICE, status: "CONTRATADA" }],
    projeto: { etapas: ["APROVADA", "APROVADA"], notas: ["PAGA", "ENVIADA"] },
  },
  a8: {
    empresa: "Sabor da Ilha",
    substatus: "CANCELADA",
    gestor: GESTOR,
    criada: "02-01",
    historico: [passo("CANCELAR", "AGUARDANDO_ANALISE", "CANCELADA", "02-05")],
  },
  a9: {
    empresa: "Sabor da Ilha",
    substatus: "AGUARDANDO_DIAGNOSTICO",
    gestor: GESTOR,
    criada: "02-20",
    historico: [liberar("03-07", "AGUARDANDO_DIAGNOSTICO")],
  },
  a10: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_DIAGNOSTICO",
    gestor: GESTOR_2,
    criada: "02-25",
    historico: [liberar("02-26", "AGUARDANDO_DIAGNOSTICO")],
  },
  a11: {
    empresa: "Sabor da Ilha",
    substatus: "AGUARDANDO_PROPOSTAS",
    gestor: GESTOR,
    criada: "03-01",
    historico: [liberar("03-09")],
    direta: { prestador: "Vértice Consultoria", prazo: new Date("2031-03-14T20:00:00Z") },
  },
  a12: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_PROPOSTAS",
    gestor: GESTOR_2,
    criada: "03-03",
    historico: [liberar("03-04")],
    direta: { prestador: "Vértice Consultoria", prazo: new Date("2031-03-25T20:00:00Z") },
    propostas: [{ prestador: VERTICE, status: "RASCUNHO" }],
  },
  a13: {
    empresa: "Nexo Software",
    substatus: "AGUARDANDO_PROPOSTAS",
    gestor: GESTOR_2,
    criada: "03-03",
    historico: [liberar("03-05")],
    direta: { prestador: "Mentora Inovação", prazo: new Date("2031-03-14T20:00:00Z") },
  },
  m1: {
    empresa: "Malha Norte",
    substatus: "EM_EXECUCAO",
    gestor: GESTOR_2,
    criada: "01-05",
    historico: [autorizar("02-01")],
    propostas: [{ prestador: VERTICE, status: "CONTRATADA" }],
    projeto: { etapas: ["PENDENTE"] },
  },
  m2: {
    empresa: "Auto Peças Curitibana",
    substatus: "PROPOSTAS_EM_ANALISE",
    gestor: GESTOR_2,
    criada: "02-01",
    historico: [liberar("02-02"), encerrar("02-22")],
    propostas: [{ prestador: VERTICE, status: "NAO_SELECIONADA" }],
  },
} satisfies Record<string, Pedido>;

export type Nome = keyof typeof PEDIDOS;
