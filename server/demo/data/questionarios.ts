import type { TipoPergunta } from "../../db/schema";

export type QuestionarioSeed = {
  descricao: string;
  /** Codes of the services that use it; none of the demo's requests in execution is of them. */
  servicos: string[];
  perguntas: [pergunta: string, tipo: TipoPergunta][];
};

/** Questionnaires besides the default one, which migration 0014 creates. */
export const QUESTIONARIOS: QuestionarioSeed[] = [
  {
    descricao: "Avaliação de consultoria tecnológica",
    servicos: ["SRV-007"],
    perguntas: [
      ["A solução implantada atende à rotina da sua empresa?", "NOTA"],
      ["Como você avalia o domínio técnico do prestador?", "NOTA"],
      ["A equipe da empresa foi preparada para usar a solução?", "NOTA"],
      ["Como você avalia o suporte durante a implantação?", "NOTA"],
      ["O que ainda falta para a solução funcionar plenamente?", "TEXTO"],
    ],
  },
];
