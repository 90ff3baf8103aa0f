import "server-only";
import type { StatusDiagnostico } from "@/lib/regras/diagnostico";
import { diagnostico } from "../../db/schema";
import { PARTES_E_EQUIPE, registrarTextos, SO_EQUIPE } from "../../lib/history";
import { definirWorkflow } from "../../lib/workflow";

/** What the table's rules read of the diagnostic; ownership is the scope's (404), not a rule's. */
export type DiagnosticoLinha = { id: number };

/**
 * The diagnostic's life (DESIGN §5): the provider chosen on release accepts or refuses it, writes it and
 * sends the file; the client approves it or returns it for correction, and the provider sends it again.
 */
export const diagnosticoWorkflow = definirWorkflow<StatusDiagnostico, DiagnosticoLinha>()({
  entidade: "diagnostico",
  criacoes: [{ codigo: "CRIAR", texto: "Diagnóstico criado", audiencias: PARTES_E_EQUIPE }],
  tabela: diagnostico,
  invalida: "Esta ação não é possível na situação atual do diagnóstico. Atualize a página e confira.",
  desatualizada: "O diagnóstico mudou enquanto você o via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "aceitar",
      codigo: "ACEITE",
      de: ["AGUARDANDO_ACEITE"],
      para: "EM_ELABORACAO",
      permissao: "diagnostico.fazer",
      texto: "Diagnóstico aceito pelo prestador",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "rejeitar",
      de: ["AGUARDANDO_ACEITE"],
      para: "REJEITADO",
      permissao: "diagnostico.fazer",
      texto: "Diagnóstico recusado pelo prestador",
      audiencias: SO_EQUIPE,
    },
    {
      acao: "enviar",
      de: ["EM_ELABORACAO", "EM_CORRECAO"],
      para: "ENVIADO",
      permissao: "diagnostico.fazer",
      texto: "Diagnóstico enviado",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "aprovar",
      de: ["ENVIADO"],
      para: "APROVADO",
      permissao: "diagnostico.aprovar",
      texto: "Diagnóstico aprovado pelo cliente",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "corrigir",
      codigo: "CORRECAO",
      de: ["ENVIADO"],
      para: "EM_CORRECAO",
      permissao: "diagnostico.aprovar",
      texto: "Diagnóstico devolvido para correção",
      audiencias: PARTES_E_EQUIPE,
    },
  ],
});

export type AcaoDiagnostico = (typeof diagnosticoWorkflow.transicoes)[number]["acao"];

/** The action names, for the detail's schema (a zod enum needs a non-empty tuple). */
export const ACOES_DIAGNOSTICO = diagnosticoWorkflow.transicoes.map((t) => t.acao) as [
  AcaoDiagnostico,
  ...AcaoDiagnostico[],
];

// History rows written outside the table: the creation on release and the consultant links.
registrarTextos("diagnostico", [
  { codigo: "ALTERAR_CONSULTOR", texto: "Consultor vinculado" },
  { codigo: "REMOVER_CONSULTOR", texto: "Consultor desvinculado" },
]);
