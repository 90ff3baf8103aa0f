ALTER TABLE "diagnostico" ADD COLUMN "correcao" text;--> statement-breakpoint
ALTER TABLE "diagnostico" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "diagnostico_prestador_idx" ON "diagnostico" USING btree ("prestador_id","dtainclusao");