DROP INDEX "historico_entidade_idx";--> statement-breakpoint
DROP INDEX "solicitacao_substatus_idx";--> statement-breakpoint
CREATE INDEX "historico_entidade_data_idx" ON "historico" USING btree ("entidade","dtainclusao");--> statement-breakpoint
CREATE INDEX "diagnostico_substatus_prazo_idx" ON "diagnostico" USING btree ("substatus_id","prazo");--> statement-breakpoint
CREATE INDEX "projeto_etapa_substatus_prazo_idx" ON "projeto_etapa" USING btree ("substatus_id","prazo");--> statement-breakpoint
CREATE INDEX "movimento_centro_custo_saldo_idx" ON "movimento_centro_custo" USING btree ("centro_custo_id","tipo","valor");--> statement-breakpoint
CREATE INDEX "historico_entidade_idx" ON "historico" USING btree ("entidade","entidade_id","dtainclusao");--> statement-breakpoint
CREATE INDEX "solicitacao_substatus_idx" ON "solicitacao" USING btree ("substatus_id","dtaprazoenvioproposta","id");