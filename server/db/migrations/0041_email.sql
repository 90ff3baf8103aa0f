CREATE TABLE "email_mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" varchar(254) NOT NULL,
	"usuario_id" integer,
	"evento_id" integer,
	"tipo" varchar(60) NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"chave" varchar(120),
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone,
	"reservado_ate" timestamp with time zone,
	"erro" text,
	"enviado_em" timestamp with time zone,
	"desistido_em" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_mensagem_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE TABLE "email_resumo" (
	"usuario_id" integer NOT NULL,
	"dia" date NOT NULL,
	"email_id" integer,
	CONSTRAINT "email_resumo_usuario_id_dia_pk" PRIMARY KEY("usuario_id","dia")
);
--> statement-breakpoint
CREATE TABLE "notificacao_preferencia" (
	"usuario_id" integer NOT NULL,
	"categoria" varchar(40) NOT NULL,
	"canal" varchar(10) NOT NULL,
	CONSTRAINT "notificacao_preferencia_usuario_id_categoria_pk" PRIMARY KEY("usuario_id","categoria")
);
--> statement-breakpoint
ALTER TABLE "email_mensagem" ADD CONSTRAINT "email_mensagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_mensagem" ADD CONSTRAINT "email_mensagem_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_resumo" ADD CONSTRAINT "email_resumo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_resumo" ADD CONSTRAINT "email_resumo_email_id_email_mensagem_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_mensagem"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_preferencia" ADD CONSTRAINT "notificacao_preferencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_mensagem_pendente_idx" ON "email_mensagem" USING btree ("id") WHERE "email_mensagem"."enviado_em" is null and "email_mensagem"."desistido_em" is null;