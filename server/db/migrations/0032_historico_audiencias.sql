-- A history row names who reads it (client, provider, staff, evaluator) instead of "partes" or "interno", so a
-- provider's row and the client's can be told apart. Existing rows get the audiences the code now writes.
ALTER TABLE "historico" ADD COLUMN "audiencias" text[];--> statement-breakpoint
UPDATE "historico" SET "audiencias" = CASE WHEN "visibilidade" = 'interno' THEN ARRAY['equipe']
  ELSE ARRAY['cliente', 'prestador', 'equipe'] END;--> statement-breakpoint
UPDATE "historico" SET "audiencias" = ARRAY['cliente', 'equipe']
  WHERE ("entidade" = 'solicitacao' AND "acao" IN ('DEVOLVER', 'RESPOSTA_CLIENTE', 'NOVA_RODADA', 'NEGOCIAR',
    'PROPOSTA_REVISADA', 'PROPOSTA_SELECIONADA', 'VOLTAR_NEGOCIACAO', 'ANALISE_GESTOR', 'PAGAMENTO_CONFIRMADO',
    'ALTERAR_PARCEIROS', 'LINK_PAGAMENTO'))
    OR ("entidade" = 'pagamento' AND "visibilidade" = 'partes');--> statement-breakpoint
UPDATE "historico" SET "audiencias" = ARRAY['prestador', 'equipe']
  WHERE ("entidade" IN ('credenciamento', 'nota') AND "visibilidade" = 'partes')
    OR ("entidade" = 'solicitacao' AND "acao" = 'AUTORIZAR_NOTA')
    OR ("entidade" = 'proposta' AND "acao" = 'CRIAR');--> statement-breakpoint
ALTER TABLE "historico" ALTER COLUMN "audiencias" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "historico" DROP COLUMN "visibilidade";
