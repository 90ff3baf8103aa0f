ALTER TABLE "projeto_etapa" ADD COLUMN "arquivo_id" integer;--> statement-breakpoint
ALTER TABLE "projeto_etapa" ADD COLUMN "dtaentrega" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projeto_etapa" ADD CONSTRAINT "projeto_etapa_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;