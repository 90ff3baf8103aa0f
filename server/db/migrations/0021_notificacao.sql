CREATE TABLE "notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"evento_id" integer NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"texto" text NOT NULL,
	"link" varchar(300) NOT NULL,
	"entidade" varchar(40) NOT NULL,
	"entidade_id" integer NOT NULL,
	"visto_em" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacao_usuario_evento_uq" UNIQUE("usuario_id","evento_id")
);
--> statement-breakpoint
ALTER TABLE "evento" ADD COLUMN "chave" varchar(120);--> statement-breakpoint
ALTER TABLE "evento" ADD COLUMN "entregue_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evento" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "evento" ADD COLUMN "proxima_tentativa" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evento" ADD COLUMN "erro" text;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacao_usuario_idx" ON "notificacao" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "notificacao_nao_vista_idx" ON "notificacao" USING btree ("usuario_id") WHERE "notificacao"."visto_em" is null;--> statement-breakpoint
CREATE INDEX "evento_pendente_idx" ON "evento" USING btree ("id") WHERE "evento"."entregue_em" is null;--> statement-breakpoint
ALTER TABLE "evento" ADD CONSTRAINT "evento_chave_unique" UNIQUE("chave");--> statement-breakpoint
-- Events before notifications existed were seen as history already: nobody is told of them again.
UPDATE "evento" SET "entregue_em" = "dtainclusao";