// Summaries (pt-BR) of tenders, integration, messages, notifications and dashboards, keyed "METHOD /path/".
export const RESUMOS_EDITAL_E_INTEGRACAO: Record<string, string> = {
  "GET /credenciamento/edital/list/": "Lista os editais de credenciamento",
  "POST /credenciamento/edital/create/": "Cria um edital como rascunho",
  "GET /credenciamento/edital/detalhe/{id}/": "Mostra um edital com etapas, grupos, documentos e serviços",
  "PUT /credenciamento/edital/detalhe/{id}/": "Reescreve um edital em rascunho",
  "GET /credenciamento/edital/detalhe/{id}/check/": "Diz o que ainda impede a publicação de um edital",
  "PUT /credenciamento/edital/detalhe/{id}/publicar/": "Publica um edital",
  "PUT /credenciamento/edital/detalhe/{id}/encerrar/": "Encerra um edital com todos os resultados publicados",
  "GET /credenciamento/edital/detalhe/{id}/historico/": "Mostra o histórico de um edital",
  "GET /credenciamento/edital/detalhe/{id}/arquivos/": "Lista os arquivos de um edital",
  "POST /credenciamento/edital/detalhe/{id}/arquivos/": "Anexa o edital em PDF ou um anexo a um rascunho",
  "GET /credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/": "Baixa um arquivo de um edital",
  "DELETE /credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/":
    "Remove um arquivo de um edital em rascunho",
  "GET /credenciamento/edital/avaliadores/": "Lista quem pode ser avaliador de um edital",
  "GET /credenciamento/edital/documentos/vencidos/": "Lista as empresas com documentos de edital vencidos",
  "GET /credenciamento/edital/detalhe/inscricao/": "Mostra o que a inscrição num edital pede",
  "POST /credenciamento/edital/inscricao/": "Inscreve uma empresa num edital",
  "GET /credenciamento/edital/inscricao/list/": "Lista as inscrições que o usuário alcança",
  "GET /credenciamento/edital/inscricao/detalhe/": "Mostra a inscrição da empresa do usuário num edital",
  "GET /credenciamento/edital/inscricao/detalhe/{id}/":
    "Mostra uma inscrição com serviços, histórico e ações",
  "GET /credenciamento/edital/inscricao/etapas/{id}/": "Lista as etapas de uma inscrição com seus documentos",
  "PATCH /credenciamento/edital/inscricao/etapas/documento/{id}/":
    "Envia ou decide um documento de inscrição",
  "PATCH /credenciamento/edital/inscricao/etapas/next/{id}/":
    "Envia ou conclui a etapa atual de uma inscrição",
  "GET /credenciamento/edital/inscricao/{id}/empresas/": "Lista os candidatos de um edital",
  "GET /credenciamento/edital/avaliacao/list/": "Lista os editais com inscrições do avaliador",
  "GET /credenciamento/edital/avaliacao/{id}/inscricoes/":
    "Lista as inscrições de um edital atribuídas ao avaliador",
  "GET /credenciamento/edital/detalhe/{id}/page_avaliador/": "Mostra um edital como o avaliador o vê",
  "POST /credenciamento/edital/avaliacao/{id}/finaliza/parcial/":
    "Encerra a avaliação das inscrições de um edital",
  "GET /credenciamento/edital/inscricao/{id}/resultado/": "Mostra o resultado de um edital",
  "GET /credenciamento/edital/inscricao/{id}/resultado/{empresa}/": "Mostra o resultado de um candidato",
  "PUT /credenciamento/edital/{edital}/inscricao/{inscricao}/publicar_individual/":
    "Publica o resultado final de um candidato",
  "POST /credenciamento/edital/inscricao/{id}/recurso/": "Recorre do resultado preliminar (candidato)",
  "GET /credenciamento/edital/inscricao/{id}/recurso/arquivo/": "Baixa o arquivo de um recurso",
  "PUT /credenciamento/edital/inscricao/{id}/recurso/decisao/": "Decide um recurso",

  "GET /integracao/admin/painel/": "Mostra pendentes, falhas e entregas de cada consumidor",
  "GET /integracao/admin/eventos/{consumidor}/falhas/":
    "Lista os eventos que um consumidor não conseguiu entregar",
  "POST /integracao/admin/eventos/{consumidor}/{evento}/reprocessar/": "Entrega agora um evento pendente",
  "GET /integracao/admin/metricas/solicitacao/": "Lista as métricas de solicitações concluídas",
  "GET /integracao/admin/metricas/solicitacao/{id}/historico/":
    "Mostra as tentativas de envio da métrica de uma solicitação",
  "POST /integracao/admin/metricas/solicitacao/{id}/": "Envia de novo a métrica de uma solicitação",
  "DELETE /integracao/admin/metricas/solicitacao/{id}/": "Remove a métrica enviada de uma solicitação",
  "GET /integracao/admin/metricas/diagnostico/": "Lista as métricas de diagnósticos aprovados",
  "GET /integracao/admin/metricas/diagnostico/{id}/historico/":
    "Mostra as tentativas de envio da métrica de um diagnóstico",
  "POST /integracao/admin/metricas/diagnostico/{id}/": "Envia de novo a métrica de um diagnóstico",
  "DELETE /integracao/admin/metricas/diagnostico/{id}/": "Remove a métrica enviada de um diagnóstico",
  "GET /integracao/admin/rm/provisionamento/": "Lista os provisionamentos no ERP (RM)",
  "GET /integracao/admin/rm/provisionamento/{id}/historico/": "Mostra um provisionamento e suas tentativas",
  "POST /integracao/admin/rm/provisionamento/{id}/reprocessar/": "Tenta de novo um provisionamento",
  "POST /integracao/admin/rm/provisionamento/{id}/remover/": "Remove um provisionamento, também do ERP",
  "GET /integracao/admin/pagamento/": "Lista os pagamentos integrados ao ERP",
  "GET /integracao/admin/pagamento/nao-pagos/": "Lista os pagamentos de clientes ainda não pagos",
  "GET /integracao/admin/sandbox/{sistema}/": "Mostra como se comporta o sandbox de um sistema",
  "PUT /integracao/admin/sandbox/{sistema}/": "Faz o sandbox de um sistema falhar ou demorar",

  "GET /mensagem/contatos/": "Lista com quem o usuário pode conversar sobre uma solicitação",
  "GET /mensagem/list/": "Lista as mensagens de uma conversa",
  "POST /mensagem/enviar/": "Envia uma mensagem, com anexo opcional",
  "PUT /mensagem/visto/": "Marca uma conversa como lida",
  "GET /mensagem/{id}/arquivo/": "Baixa o anexo de uma mensagem",
  "GET /notificacao/mensagem/list/": "Lista as notificações do usuário",
  "PUT /notificacao/visto/{id}/": "Marca uma notificação como vista",
  "PUT /notificacao/visto/todos/": "Marca todas as notificações como vistas",
  "GET /notificacao/preferencias/": "Mostra como cada tipo de notificação chega por e-mail",
  "PUT /notificacao/preferencias/": "Altera como cada tipo de notificação chega por e-mail",
  "GET /eventos/stream/": "Recebe as novas notificações ao vivo (Server-Sent Events)",

  "GET /dash/externo/cliente/": "Mostra o painel do cliente",
  "GET /dash/externo/prestador/": "Mostra o painel do prestador",
  "GET /dash/interno/gestor/": "Mostra o painel do gestor",
  "GET /dash/interno/coordenador/": "Mostra o painel do coordenador",
};
