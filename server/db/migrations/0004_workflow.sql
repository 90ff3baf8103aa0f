CREATE TABLE "evento" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade" varchar(40) NOT NULL,
	"entidade_id" integer NOT NULL,
	"acao" varchar(60) NOT NULL,
	"usuario_id" integer,
	"payload" jsonb NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "historico" ADD COLUMN "visibilidade" varchar(10) DEFAULT 'partes' NOT NULL;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evento_entidade_idx" ON "evento" USING btree ("entidade","entidade_id");--> statement-breakpoint
UPDATE "historico" SET "visibilidade" = 'interno' WHERE "entidade" = 'solicitacao' AND "acao" IN ('ALTERAR_CONSULTOR', 'REMOVER_CONSULTOR', 'ALTERAR_CENTROCUSTO', 'ALTERAR_RESPONSAVEIS', 'DOCUMENTO_INCLUIDO', 'DOCUMENTO_REMOVIDO', 'SUBSOLICITACAO');
