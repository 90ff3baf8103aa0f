import { COORDENADOR, GESTOR, PRESTADOR } from "./usuarios";

// Documents on file and staff notes about demo companies, so the staff company detail and its history
// have something to show. Companies by CNPJ; document kinds as migration 0017 lists them.

/** A document a company keeps on file: a one-page PDF is made for it. */
export type DocumentoEmpresaSeed = {
  empresa: string;
  tipo: string;
  arquivo: string;
  linhas: string[];
  por: string;
  em: string;
};

/** A staff note on a company's history, with an attachment (a one-page PDF) when `anexo` is given. */
export type NotaEmpresaSeed = {
  empresa: string;
  texto: string;
  por: string;
  em: string;
  anexo?: { arquivo: string; linhas: string[] };
};

const SERRA_QUALIDADE = "43584253000162";
const SABOR_DA_ILHA = "82158239000159";

export const DOCUMENTOS_EMPRESA: DocumentoEmpresaSeed[] = [
  {
    empresa: SERRA_QUALIDADE,
    tipo: "Contrato social",
    arquivo: "contrato-social-serra-qualidade.pdf",
    linhas: ["Serra Qualidade Consultoria Ltda", "Contrato social consolidado, 4ª alteração."],
    por: PRESTADOR,
    em: "2026-01-12T14:20:00Z",
  },
  {
    empresa: SERRA_QUALIDADE,
    tipo: "Cartão CNPJ",
    arquivo: "cartao-cnpj-serra-qualidade.pdf",
    linhas: ["Comprovante de inscrição e de situação cadastral", "CNPJ 43.584.253/0001-62 – ativa."],
    por: PRESTADOR,
    em: "2026-01-12T14:22:00Z",
  },
  {
    empresa: SERRA_QUALIDADE,
    tipo: "Certidão negativa de débitos federais",
    arquivo: "cnd-federal-serra-qualidade.pdf",
    linhas: ["Certidão negativa de débitos relativos aos tributos federais", "Válida até 30/06/2026."],
    por: PRESTADOR,
    em: "2026-01-12T14:25:00Z",
  },
  {
    empresa: SERRA_QUALIDADE,
    tipo: "Atestado de capacidade técnica",
    arquivo: "atestado-tecnico-metalurgica.pdf",
    linhas: ["Atestado de capacidade técnica", "Implantação da ISO 9001 em indústria metalúrgica de Caxias do Sul."],
    por: PRESTADOR,
    em: "2026-02-03T11:05:00Z",
  },
];

export const NOTAS_EMPRESA: NotaEmpresaSeed[] = [
  {
    empresa: SERRA_QUALIDADE,
    texto: "Visita técnica à sede em Caxias do Sul: equipe e estrutura conferem com o cadastro. Relatório anexo.",
    por: GESTOR,
    em: "2026-02-10T17:30:00Z",
    anexo: {
      arquivo: "relatorio-visita-serra-qualidade.pdf",
      linhas: [
        "Relatório de visita técnica – Serra Qualidade",
        "Equipe de quatro consultores, dois com certificação de auditor líder ISO 9001.",
        "Sala de reuniões e estrutura de atendimento adequadas.",
      ],
    },
  },
  {
    empresa: SERRA_QUALIDADE,
    texto: "Certidão federal vence em junho: pedir a renovação antes da próxima liberação.",
    por: COORDENADOR,
    em: "2026-03-05T12:00:00Z",
  },
  {
    empresa: SABOR_DA_ILHA,
    texto: "Cliente perguntou pelo limite anual de subsídio; orientada a consultar o regulamento do programa.",
    por: GESTOR,
    em: "2026-03-09T15:45:00Z",
  },
];
