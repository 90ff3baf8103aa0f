CREATE TABLE "fila_versao" (
	"id" integer PRIMARY KEY NOT NULL,
	"versao" bigint NOT NULL
);
--> statement-breakpoint
-- The staff queue's pages are kept per process under this number (server/modules/solicitacao/consulta): every
-- statement that writes what a line shows (the request, its companies, managers, offer, state, consultant,
-- cost centre and its balance, the counts per state) or which requests a consultant sees (the units' cities
-- and consultants) takes a new one. A sequence, as the catalogue's (0027): a version taken in a transaction
-- that rolls back is never handed out again.
CREATE SEQUENCE "fila_versao_seq";
--> statement-breakpoint
INSERT INTO "fila_versao" ("id", "versao") VALUES (1, nextval('fila_versao_seq'));
--> statement-breakpoint
CREATE FUNCTION "fila_nova_versao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "fila_versao" SET "versao" = nextval('fila_versao_seq') WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fila_versao_solicitacao" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solicitacao"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_solicitacao_empresa" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solicitacao_empresa"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_solicitacao_gestor" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solicitacao_gestor"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_solicitacao_contagem" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solicitacao_contagem"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_empresa" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "empresa"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_cidade" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cidade"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_estado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "estado"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_servico" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "servico"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_substatus" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "substatus"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_status" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "status"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_usuario" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usuario"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_centro_custo" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "centro_custo"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_unidade_atendimento_cidade" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unidade_atendimento_cidade"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_unidade_atendimento_consultor" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unidade_atendimento_consultor"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "fila_versao_modelo_oferta" AFTER INSERT OR DELETE OR TRUNCATE ON "modelo_oferta"
  FOR EACH STATEMENT EXECUTE FUNCTION "fila_nova_versao"();
--> statement-breakpoint
-- A view of an offer counts it (acessos), which no line of the queue shows.
CREATE TRIGGER "fila_versao_modelo_oferta_mudanca" AFTER UPDATE ON "modelo_oferta"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'acessos') IS DISTINCT FROM (to_jsonb(NEW) - 'acessos'))
  EXECUTE FUNCTION "fila_nova_versao"();
