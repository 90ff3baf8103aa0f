// Workflow states of DESIGN §5. Colours: blue = analysis, orange/gold = waiting, purple = contracting,
// cyan = in progress, magenta = negotiation, green = done, red = cancelled/failed, grey = draft.
export type SubstatusSeed = { codigo: string; descricao: string; cor: string };
export type StatusSeed = {
  codigo: string;
  descricao: string;
  cor: string;
  // Omitted: one substatus with the status's own codigo, descricao and cor.
  substatus?: SubstatusSeed[];
};

export const STATUS: Record<string, StatusSeed[]> = {
  solicitacao: [
    {
      codigo: "EM_ANALISE",
      descricao: "Em análise",
      cor: "#1677ff",
      substatus: [
        { codigo: "AGUARDANDO_ANALISE", descricao: "Aguardando análise", cor: "#1677ff" },
        { codigo: "DEVOLVIDA_CLIENTE", descricao: "Devolvida ao cliente", cor: "#d4b106" },
      ],
    },
    {
      codigo: "EM_COTACAO",
      descricao: "Em cotação",
      cor: "#fa8c16",
      substatus: [
        { codigo: "AGUARDANDO_DIAGNOSTICO", descricao: "Aguardando diagnóstico", cor: "#d46b08" },
        { codigo: "AGUARDANDO_PROPOSTAS", descricao: "Aguardando propostas", cor: "#fa8c16" },
      ],
    },
    {
      codigo: "EM_CONTRATACAO",
      descricao: "Em contratação",
      cor: "#722ed1",
      substatus: [
        { codigo: "PROPOSTAS_EM_ANALISE", descricao: "Propostas em análise", cor: "#2f54eb" },
        { codigo: "EM_NEGOCIACAO", descricao: "Em negociação", cor: "#eb2f96" },
        { codigo: "ANALISE_FINAL_GESTOR", descricao: "Análise final do gestor", cor: "#722ed1" },
        { codigo: "AGUARDANDO_ASSINATURA", descricao: "Aguardando assinatura", cor: "#fa541c" },
        { codigo: "AGUARDANDO_PAGAMENTO", descricao: "Aguardando pagamento", cor: "#faad14" },
        { codigo: "AGUARDANDO_AUTORIZACAO", descricao: "Aguardando autorização", cor: "#ff7a45" },
      ],
    },
    {
      codigo: "EM_EXECUCAO",
      descricao: "Em execução",
      cor: "#13c2c2",
      substatus: [
        { codigo: "EM_EXECUCAO", descricao: "Em execução", cor: "#13c2c2" },
        { codigo: "AGUARDANDO_AVALIACAO", descricao: "Aguardando avaliação", cor: "#ffa940" },
      ],
    },
    {
      codigo: "FINALIZADA",
      descricao: "Finalizada",
      cor: "#52c41a",
      substatus: [{ codigo: "CONCLUIDA", descricao: "Concluída", cor: "#52c41a" }],
    },
    {
      codigo: "CANCELADA",
      descricao: "Cancelada",
      cor: "#f5222d",
      substatus: [{ codigo: "CANCELADA", descricao: "Cancelada", cor: "#f5222d" }],
    },
  ],
  diagnostico: [
    { codigo: "AGUARDANDO_ACEITE", descricao: "Aguardando aceite", cor: "#fa8c16" },
    { codigo: "EM_ELABORACAO", descricao: "Em elaboração", cor: "#13c2c2" },
    { codigo: "ENVIADO", descricao: "Enviado", cor: "#1677ff" },
    { codigo: "EM_CORRECAO", descricao: "Em correção", cor: "#faad14" },
    { codigo: "APROVADO", descricao: "Aprovado", cor: "#52c41a" },
    { codigo: "REJEITADO", descricao: "Rejeitado", cor: "#f5222d" },
  ],
  proposta: [
    { codigo: "RASCUNHO", descricao: "Rascunho", cor: "#8c8c8c" },
    { codigo: "ENVIADA", descricao: "Enviada", cor: "#1677ff" },
    { codigo: "SELECIONADA", descricao: "Selecionada", cor: "#722ed1" },
    { codigo: "EM_NEGOCIACAO", descricao: "Em negociação", cor: "#eb2f96" },
    { codigo: "CONTRATADA", descricao: "Contratada", cor: "#52c41a" },
    { codigo: "NAO_SELECIONADA", descricao: "Não selecionada", cor: "#d4380d" },
    { codigo: "DESISTENCIA", descricao: "Desistência", cor: "#f5222d" },
  ],
  etapa_projeto: [
    { codigo: "PENDENTE", descricao: "Pendente", cor: "#fa8c16" },
    { codigo: "ENTREGUE", descricao: "Entregue", cor: "#1677ff" },
    { codigo: "DEVOLVIDA", descricao: "Devolvida para ajustes", cor: "#faad14" },
    { codigo: "APROVADA", descricao: "Aprovada", cor: "#52c41a" },
  ],
  nota: [
    { codigo: "AUTORIZADA", descricao: "Autorizada", cor: "#1677ff" },
    { codigo: "ENVIADA", descricao: "Enviada", cor: "#fa8c16" },
    { codigo: "PAGA", descricao: "Paga", cor: "#52c41a" },
  ],
  pagamento: [
    { codigo: "PENDENTE", descricao: "Pendente", cor: "#fa8c16" },
    { codigo: "PAGO", descricao: "Pago", cor: "#52c41a" },
    { codigo: "FALHOU", descricao: "Falhou", cor: "#f5222d" },
    { codigo: "ESTORNADO", descricao: "Estornado", cor: "#8c8c8c" },
  ],
  credenciamento: [
    { codigo: "SOLICITADO", descricao: "Solicitado", cor: "#fa8c16" },
    { codigo: "CREDENCIADO", descricao: "Credenciado", cor: "#52c41a" },
    { codigo: "RECUSADO", descricao: "Recusado", cor: "#f5222d" },
  ],
  edital: [
    { codigo: "RASCUNHO", descricao: "Rascunho", cor: "#8c8c8c" },
    { codigo: "PUBLICADO", descricao: "Publicado", cor: "#1677ff" },
    { codigo: "ENCERRADO", descricao: "Encerrado", cor: "#52c41a" },
  ],
  inscricao: [
    { codigo: "EM_INSCRICAO", descricao: "Em inscrição", cor: "#fa8c16" },
    {
      codigo: "EM_AVALIACAO",
      descricao: "Em avaliação",
      cor: "#1677ff",
      substatus: [
        { codigo: "EM_AVALIACAO", descricao: "Em avaliação", cor: "#1677ff" },
        { codigo: "AVALIADA", descricao: "Avaliação concluída", cor: "#13c2c2" },
      ],
    },
    {
      codigo: "RESULTADO_PRELIMINAR",
      descricao: "Resultado preliminar",
      cor: "#722ed1",
      substatus: [
        { codigo: "RESULTADO_PRELIMINAR", descricao: "Resultado preliminar", cor: "#722ed1" },
        { codigo: "EM_RECURSO", descricao: "Em recurso", cor: "#d4b106" },
      ],
    },
    { codigo: "CREDENCIADA", descricao: "Credenciada", cor: "#52c41a" },
    { codigo: "NAO_CREDENCIADA", descricao: "Não credenciada", cor: "#f5222d" },
  ],
  documento_inscricao: [
    { codigo: "PENDENTE", descricao: "Pendente", cor: "#8c8c8c" },
    { codigo: "ENVIADO", descricao: "Enviado", cor: "#1677ff" },
    { codigo: "ACEITO", descricao: "Aceito", cor: "#52c41a" },
    { codigo: "DEVOLVIDO", descricao: "Devolvido para correção", cor: "#d4b106" },
    { codigo: "REJEITADO", descricao: "Rejeitado", cor: "#f5222d" },
  ],
};
