// Reference data every installation needs, demo or not.

export const GRUPOS = [
  "cliente",
  "prestador",
  "consultor",
  "gestor",
  "coordenador",
  "interno",
  "admin",
  "avaliador",
] as const;

export const PORTES = [
  "MEI",
  "Microempresa",
  "Empresa de Pequeno Porte",
  "Média Empresa",
  "Produtor Rural",
] as const;

export const TIPOS_SERVICO = ["Consultoria", "Instrutoria", "Diagnóstico", "Curso", "Oficina"] as const;

// Defaults only: an administrator may change them later, and the seed never overwrites a changed value.
export const PARAMETROS: { chave: string; valor: string; descricao: string }[] = [
  {
    chave: "PORCENTAGEM_SUBSIDIO_PADRAO",
    valor: "70",
    descricao: "Percentual de subsídio aplicado quando o serviço não define um percentual próprio",
  },
  {
    chave: "LIMITE_ANUAL_SOLICITACOES_EMPRESA",
    valor: "3",
    descricao: "Quantidade máxima de solicitações subsidiadas por empresa no ano",
  },
  {
    chave: "VALOR_LIMITE_SUBSIDIO_ANUAL",
    valor: "15000.00",
    descricao: "Valor máximo de subsídio (R$) que uma empresa pode receber no ano",
  },
  {
    chave: "PRAZO_ENVIO_PROPOSTA_DIAS",
    valor: "10",
    descricao: "Prazo, em dias, para os prestadores enviarem propostas após a liberação da solicitação",
  },
  {
    chave: "PRAZO_ACEITE_DIAGNOSTICO_DIAS",
    valor: "3",
    descricao: "Prazo, em dias, para o prestador aceitar ou rejeitar um diagnóstico",
  },
  {
    chave: "PRAZO_DIAGNOSTICO_DIAS",
    valor: "15",
    descricao: "Prazo, em dias, para o prestador enviar o diagnóstico após o aceite",
  },
  {
    chave: "PRAZO_ASSINATURA_CONTRATO_DIAS",
    valor: "5",
    descricao: "Prazo, em dias, para as partes assinarem o contrato",
  },
  {
    chave: "PRAZO_PAGAMENTO_DIAS",
    valor: "5",
    descricao: "Prazo, em dias, para o cliente pagar a sua parte após a assinatura do contrato",
  },
  {
    chave: "PRAZO_AVALIACAO_DIAS",
    valor: "15",
    descricao: "Prazo, em dias, para o cliente avaliar o serviço após a conclusão do projeto",
  },
  {
    chave: "SALDO_CRITICO_CENTRO_CUSTO",
    valor: "10000.00",
    descricao: "Saldo (R$) abaixo do qual um centro de custo é considerado crítico",
  },
  {
    chave: "TAMANHO_MAXIMO_ARQUIVO_MB",
    valor: "10",
    descricao: "Tamanho máximo, em megabytes, de cada arquivo enviado ao portal",
  },
];
