CREATE TABLE "catalogo_versao" (
	"id" integer PRIMARY KEY NOT NULL,
	"versao" bigint NOT NULL
);
--> statement-breakpoint
-- The catalogue's pages are cached per process (server/modules/servico/cache.ts) under this number: every
-- statement that writes what a card or the filters show takes a new one. A sequence's numbers are never handed
-- out twice, so a page read inside a transaction that rolls back cannot pass for a later version.
CREATE SEQUENCE "catalogo_versao_seq";
--> statement-breakpoint
INSERT INTO "catalogo_versao" ("id", "versao") VALUES (1, nextval('catalogo_versao_seq'));
--> statement-breakpoint
CREATE FUNCTION "catalogo_nova_versao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogo_versao" SET "versao" = nextval('catalogo_versao_seq') WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalogo_versao_servico" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "servico"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "catalogo_versao_tipo_servico" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tipo_servico"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "catalogo_versao_programa" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "programa"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "catalogo_versao_tema" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tema"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "catalogo_versao_subtema" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subtema"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_nova_versao"();
--> statement-breakpoint
CREATE TRIGGER "catalogo_versao_modelo_oferta" AFTER INSERT OR DELETE OR TRUNCATE ON "modelo_oferta"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogo_nova_versao"();
--> statement-breakpoint
-- Each view of an offer counts it (acessos): that alone is no new version, or the cache would never hold.
CREATE TRIGGER "catalogo_versao_modelo_oferta_mudanca" AFTER UPDATE ON "modelo_oferta"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'acessos') IS DISTINCT FROM (to_jsonb(NEW) - 'acessos'))
  EXECUTE FUNCTION "catalogo_nova_versao"();
