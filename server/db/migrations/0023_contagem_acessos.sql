CREATE TABLE "solicitacao_contagem" (
	"substatus_id" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modelo_oferta" ADD COLUMN "acessos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacao_contagem" ADD CONSTRAINT "solicitacao_contagem_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacao_modelo_oferta_idx" ON "solicitacao" USING btree ("modelo_oferta_id");