// Reference data every installation needs, demo or not.

// The user groups are the portal's roles, one list for the guards and the database.
export { GROUPS as GRUPOS } from "@/lib/roles";

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
    valor: "10",
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
    chave: "PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS",
    valor: "5",
    descricao:
      "Prazo mínimo, em dias, para os prestadores enviarem propostas depois da aprovação do diagnóstico: um prazo de propostas mais curto (ou já passado) passa a ser a aprovação mais estes dias",
  },
  {
    chave: "PRAZO_ASSINATURA_CONTRATO_DIAS",
    valor: "5",
    descricao: "Prazo, em dias, para as partes assinarem o contrato",
  },
  {
    chave: "ALERTA_ASSINATURA_DIAS",
    valor: "3",
    descricao: "Dias depois do envio do contrato em que as partes que ainda não assinaram recebem um alerta",
  },
  {
    chave: "LINK_ASSINATURA_HORAS",
    valor: "72",
    descricao: "Validade, em horas, de um link compartilhado para assinar um contrato",
  },
  {
    chave: "LINK_PAGAMENTO_HORAS",
    valor: "72",
    descricao: "Validade, em horas, de um link de pagamento criado pela equipe",
  },
  {
    chave: "LINK_AVALIACAO_HORAS",
    valor: "168",
    descricao: "Validade, em horas, de um link para avaliar o serviço sem entrar no portal",
  },
  {
    chave: "PAGAMENTO_MAX_PARCELAS",
    valor: "6",
    descricao: "Número máximo de parcelas no cartão de crédito para a parte do cliente",
  },
  {
    chave: "PIX_CHAVE",
    valor: "pagamentos@hub.example",
    descricao: "Chave Pix do programa que recebe a parte do cliente",
  },
  {
    chave: "PIX_RECEBEDOR",
    valor: "PROGRAMA HUB CONSULTORIA",
    descricao: "Nome do recebedor no código Pix (até 25 caracteres)",
  },
  {
    chave: "PIX_CIDADE",
    valor: "BRASILIA",
    descricao: "Cidade do recebedor no código Pix (até 15 caracteres)",
  },
  {
    chave: "CLAUSULAS_CONTRATO",
    valor: [
      "A CONTRATADA executará as etapas descritas neste contrato com os profissionais credenciados no programa, nos prazos acordados, e entregará cada entrega prevista pelo portal Hub.",
      "A CONTRATANTE fornecerá as informações e o acesso necessários à execução, aprovará ou devolverá cada entrega em até 5 (cinco) dias úteis e pagará a sua parte do valor conforme o plano de pagamento.",
      "O programa paga o subsídio indicado diretamente à CONTRATADA, por parcela, após a aprovação da etapa correspondente e o envio da nota fiscal.",
      "As partes tratarão os dados pessoais a que tiverem acesso conforme a Lei nº 13.709/2018 (LGPD), apenas para a execução deste contrato.",
      "O cancelamento após a assinatura segue o regulamento do programa e pode implicar a perda do subsídio das etapas não executadas.",
      "Fica eleito o foro da comarca da sede da CONTRATANTE para dirimir as questões deste contrato.",
    ].join("\n\n"),
    descricao: "Cláusulas do contrato (parágrafos separados por linha em branco)",
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

export const GENEROS = ["Feminino", "Masculino", "Não binário", "Prefiro não informar"] as const;

export const PUBLICOS_ALVO = [
  "Microempreendedor Individual (MEI)",
  "Microempresa",
  "Empresa de Pequeno Porte",
  "Produtor Rural",
  "Potencial Empreendedor",
  "Artesão",
] as const;

// Hourly rates are defaults, like the settings above: the seed never overwrites a changed one.
export const MODELOS_HORA: { descricao: string; valorHora: string; valorHoraAdicional: string; horaLimite: number }[] =
  [
    { descricao: "Consultoria padrão", valorHora: "150.00", valorHoraAdicional: "120.00", horaLimite: 40 },
    { descricao: "Consultoria especializada", valorHora: "220.00", valorHoraAdicional: "180.00", horaLimite: 40 },
    { descricao: "Instrutoria", valorHora: "120.00", valorHoraAdicional: "100.00", horaLimite: 20 },
  ];

export const PLANOS_PAGAMENTO: { descricao: string; parcelas: number }[] = [
  { descricao: "À vista", parcelas: 1 },
  { descricao: "2 parcelas", parcelas: 2 },
  { descricao: "3 parcelas", parcelas: 3 },
  { descricao: "6 parcelas", parcelas: 6 },
];

// Bands are contiguous: each starts one kilometre after the previous ends.
export const FAIXAS_QUILOMETRAGEM: { kmMinimo: number; kmMaximo: number; valor: string }[] = [
  { kmMinimo: 0, kmMaximo: 30, valor: "0.00" },
  { kmMinimo: 31, kmMaximo: 100, valor: "80.00" },
  { kmMinimo: 101, kmMaximo: 200, valor: "160.00" },
  { kmMinimo: 201, kmMaximo: 400, valor: "320.00" },
  { kmMinimo: 401, kmMaximo: 1000, valor: "600.00" },
];
