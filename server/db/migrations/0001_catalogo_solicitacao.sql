CREATE SEQUENCE "public"."solicitacao_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "acesso_modelo_oferta" (
	"id" serial PRIMARY KEY NOT NULL,
	"modelo_oferta_id" integer NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pergunta_dimensionamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"servico_id" integer NOT NULL,
	"chave" varchar(60) NOT NULL,
	"descricao" varchar(300) NOT NULL,
	"tipo_resposta" varchar(20) NOT NULL,
	"opcoes" text DEFAULT '' NOT NULL,
	"obrigatoria" boolean DEFAULT true NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "pergunta_dimensionamento_chave" UNIQUE("servico_id","chave")
);
--> statement-breakpoint
CREATE TABLE "portal_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"arquivo_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "portal_documento_titulo_unique" UNIQUE("titulo")
);
--> statement-breakpoint
CREATE TABLE "solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nrosolicitacao" varchar(20) NOT NULL,
	"modelo_oferta_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"objetivo" text DEFAULT '' NOT NULL,
	"justificativa" text DEFAULT '' NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"usuario_id" integer NOT NULL,
	"centro_custo_id" integer,
	"prestador_id" integer,
	"escolha_direta" boolean DEFAULT false NOT NULL,
	"dtaprazoenvioproposta" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitacao_nrosolicitacao_unique" UNIQUE("nrosolicitacao")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_empresa" (
	"solicitacao_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	CONSTRAINT "solicitacao_empresa_solicitacao_id_empresa_id_pk" PRIMARY KEY("solicitacao_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_gestor" (
	"solicitacao_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "solicitacao_gestor_solicitacao_id_usuario_id_pk" PRIMARY KEY("solicitacao_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_resposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"pergunta_id" integer NOT NULL,
	"resposta" text NOT NULL,
	CONSTRAINT "solicitacao_resposta_pergunta" UNIQUE("solicitacao_id","pergunta_id")
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "avatar_id" integer;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_avatar_id_arquivo_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."arquivo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acesso_modelo_oferta" ADD CONSTRAINT "acesso_modelo_oferta_modelo_oferta_id_modelo_oferta_id_fk" FOREIGN KEY ("modelo_oferta_id") REFERENCES "public"."modelo_oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acesso_modelo_oferta" ADD CONSTRAINT "acesso_modelo_oferta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pergunta_dimensionamento" ADD CONSTRAINT "pergunta_dimensionamento_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documento" ADD CONSTRAINT "portal_documento_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_modelo_oferta_id_modelo_oferta_id_fk" FOREIGN KEY ("modelo_oferta_id") REFERENCES "public"."modelo_oferta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_prestador_id_empresa_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_empresa" ADD CONSTRAINT "solicitacao_empresa_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_empresa" ADD CONSTRAINT "solicitacao_empresa_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_gestor" ADD CONSTRAINT "solicitacao_gestor_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_gestor" ADD CONSTRAINT "solicitacao_gestor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_resposta" ADD CONSTRAINT "solicitacao_resposta_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_resposta" ADD CONSTRAINT "solicitacao_resposta_pergunta_id_pergunta_dimensionamento_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."pergunta_dimensionamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acesso_modelo_oferta_idx" ON "acesso_modelo_oferta" USING btree ("modelo_oferta_id");--> statement-breakpoint
CREATE INDEX "solicitacao_substatus_idx" ON "solicitacao" USING btree ("substatus_id");--> statement-breakpoint
CREATE INDEX "solicitacao_dtainclusao_idx" ON "solicitacao" USING btree ("dtainclusao");--> statement-breakpoint
CREATE INDEX "solicitacao_empresa_empresa_idx" ON "solicitacao_empresa" USING btree ("empresa_id");