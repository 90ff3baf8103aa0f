CREATE TABLE "evento_entrega" (
	"consumidor" varchar(40) NOT NULL,
	"evento_id" integer NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone,
	"erro" text,
	"entregue_em" timestamp with time zone,
	CONSTRAINT "evento_entrega_consumidor_evento_id_pk" PRIMARY KEY("consumidor","evento_id")
);
--> statement-breakpoint
DROP INDEX "evento_pendente_idx";--> statement-breakpoint
ALTER TABLE "evento" ADD COLUMN "contexto" jsonb;--> statement-breakpoint
ALTER TABLE "evento_entrega" ADD CONSTRAINT "evento_entrega_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evento_entrega_pendente_idx" ON "evento_entrega" USING btree ("consumidor","evento_id") WHERE "evento_entrega"."entregue_em" is null;--> statement-breakpoint
-- Notifications were the outbox's only consumer: their delivery state moves to its own rows.
INSERT INTO "evento_entrega" ("consumidor", "evento_id", "tentativas", "proxima_tentativa", "erro", "entregue_em")
  SELECT 'notificacao', "id", "tentativas", "proxima_tentativa", "erro", "entregue_em" FROM "evento";--> statement-breakpoint
ALTER TABLE "evento" DROP COLUMN "entregue_em";--> statement-breakpoint
ALTER TABLE "evento" DROP COLUMN "tentativas";--> statement-breakpoint
ALTER TABLE "evento" DROP COLUMN "proxima_tentativa";--> statement-breakpoint
ALTER TABLE "evento" DROP COLUMN "erro";--> statement-breakpoint
-- Events are facts: once written they never change (a consumer's progress lives in evento_entrega).
CREATE FUNCTION "evento_imutavel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'evento % é imutável', OLD."id";
END $$;--> statement-breakpoint
CREATE TRIGGER "evento_imutavel" BEFORE UPDATE ON "evento" FOR EACH ROW EXECUTE FUNCTION "evento_imutavel"();
