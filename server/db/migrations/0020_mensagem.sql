CREATE TABLE "mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"grupo" varchar(20) NOT NULL,
	"prestador_id" integer,
	"papel" varchar(12) NOT NULL,
	"texto" text NOT NULL,
	"arquivo_id" integer,
	"usuario_id" integer NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensagem_leitura" (
	"mensagem_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"dtaleitura" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensagem_leitura_mensagem_id_usuario_id_pk" PRIMARY KEY("mensagem_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_prestador_id_empresa_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem_leitura" ADD CONSTRAINT "mensagem_leitura_mensagem_id_mensagem_id_fk" FOREIGN KEY ("mensagem_id") REFERENCES "public"."mensagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem_leitura" ADD CONSTRAINT "mensagem_leitura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mensagem_conversa_idx" ON "mensagem" USING btree ("solicitacao_id","grupo","prestador_id","id");--> statement-breakpoint
CREATE INDEX "mensagem_leitura_usuario_idx" ON "mensagem_leitura" USING btree ("usuario_id");