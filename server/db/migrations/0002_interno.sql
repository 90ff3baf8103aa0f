CREATE TABLE "unidade_atendimento_consultor" (
	"unidade_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "unidade_atendimento_consultor_unidade_id_usuario_id_pk" PRIMARY KEY("unidade_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "empresa_pessoa" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"papel" varchar(30) NOT NULL,
	"nome" varchar(120) NOT NULL,
	"sobrenome" varchar(120) DEFAULT '' NOT NULL,
	"cpf" varchar(11) NOT NULL,
	CONSTRAINT "empresa_pessoa_cpf" UNIQUE("empresa_id","papel","cpf")
);
--> statement-breakpoint
CREATE TABLE "assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"papel" varchar(20) NOT NULL,
	"empresa_id" integer,
	"usuario_id" integer,
	"assinado" boolean DEFAULT false NOT NULL,
	"autorizado" boolean DEFAULT false NOT NULL,
	"dtaassinatura" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rascunho_solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"modelo_oferta_id" integer,
	"empresa_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"prestador_id" integer,
	"centro_custo_id" integer,
	"objetivo" text DEFAULT '' NOT NULL,
	"justificativa" text DEFAULT '' NOT NULL,
	"usuario_id" integer NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"dtaalteracao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserva_centro_custo" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"centro_custo_id" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"liberada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "solicitacao_arquivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"descricao" varchar(200) DEFAULT '' NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnostico" (
	"id" serial PRIMARY KEY NOT NULL,
	"nrodiagnostico" varchar(20) NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"prestador_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"consultor_id" integer,
	"prazo" timestamp with time zone NOT NULL,
	"arquivo_id" integer,
	"dtaenvio" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnostico_nrodiagnostico_unique" UNIQUE("nrodiagnostico")
);
--> statement-breakpoint
CREATE TABLE "projeto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nroprojeto" varchar(20) NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"prestador_id" integer NOT NULL,
	"dta_inicio" date,
	"dta_fim" date,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projeto_nroprojeto_unique" UNIQUE("nroprojeto"),
	CONSTRAINT "projeto_solicitacao_id_unique" UNIQUE("solicitacao_id")
);
--> statement-breakpoint
CREATE TABLE "faixa_quilometragem" (
	"id" serial PRIMARY KEY NOT NULL,
	"km_minimo" integer NOT NULL,
	"km_maximo" integer NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	CONSTRAINT "faixa_quilometragem_km_minimo_unique" UNIQUE("km_minimo")
);
--> statement-breakpoint
CREATE TABLE "genero" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(60) NOT NULL,
	CONSTRAINT "genero_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "modelo_hora" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"valor_hora" numeric(10, 2) NOT NULL,
	"valor_hora_adicional" numeric(10, 2) NOT NULL,
	"hora_limite" integer NOT NULL,
	CONSTRAINT "modelo_hora_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "plano_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"parcelas" integer NOT NULL,
	CONSTRAINT "plano_pagamento_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "publico_alvo" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	CONSTRAINT "publico_alvo_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
ALTER TABLE "historico" ALTER COLUMN "de" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "historico" ALTER COLUMN "para" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "historico" ADD COLUMN "acao" varchar(60);--> statement-breakpoint
ALTER TABLE "programa" ADD COLUMN "contratacao_interna" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "tipo" varchar(30) DEFAULT 'EXTERNA' NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "consultor_id" integer;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "solicitacao_pai_id" integer;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_consultor" ADD CONSTRAINT "unidade_atendimento_consultor_unidade_id_unidade_atendimento_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_consultor" ADD CONSTRAINT "unidade_atendimento_consultor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_pessoa" ADD CONSTRAINT "empresa_pessoa_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rascunho_solicitacao" ADD CONSTRAINT "rascunho_solicitacao_modelo_oferta_id_modelo_oferta_id_fk" FOREIGN KEY ("modelo_oferta_id") REFERENCES "public"."modelo_oferta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rascunho_solicitacao" ADD CONSTRAINT "rascunho_solicitacao_prestador_id_empresa_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rascunho_solicitacao" ADD CONSTRAINT "rascunho_solicitacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rascunho_solicitacao" ADD CONSTRAINT "rascunho_solicitacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_centro_custo" ADD CONSTRAINT "reserva_centro_custo_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_centro_custo" ADD CONSTRAINT "reserva_centro_custo_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_centro_custo" ADD CONSTRAINT "reserva_centro_custo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_arquivo" ADD CONSTRAINT "solicitacao_arquivo_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_arquivo" ADD CONSTRAINT "solicitacao_arquivo_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_arquivo" ADD CONSTRAINT "solicitacao_arquivo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostico" ADD CONSTRAINT "diagnostico_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostico" ADD CONSTRAINT "diagnostico_prestador_id_empresa_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostico" ADD CONSTRAINT "diagnostico_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostico" ADD CONSTRAINT "diagnostico_consultor_id_usuario_id_fk" FOREIGN KEY ("consultor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostico" ADD CONSTRAINT "diagnostico_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto" ADD CONSTRAINT "projeto_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto" ADD CONSTRAINT "projeto_prestador_id_empresa_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinatura_solicitacao_idx" ON "assinatura" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "rascunho_solicitacao_usuario_idx" ON "rascunho_solicitacao" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserva_centro_custo_ativa" ON "reserva_centro_custo" USING btree ("solicitacao_id") WHERE "reserva_centro_custo"."liberada_em" is null;--> statement-breakpoint
CREATE INDEX "reserva_centro_custo_cc_idx" ON "reserva_centro_custo" USING btree ("centro_custo_id");--> statement-breakpoint
CREATE INDEX "solicitacao_arquivo_solicitacao_idx" ON "solicitacao_arquivo" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "diagnostico_solicitacao_idx" ON "diagnostico" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "diagnostico_consultor_idx" ON "diagnostico" USING btree ("consultor_id");--> statement-breakpoint
CREATE INDEX "projeto_prestador_idx" ON "projeto" USING btree ("prestador_id");--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_consultor_id_usuario_id_fk" FOREIGN KEY ("consultor_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_solicitacao_pai_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_pai_id") REFERENCES "public"."solicitacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacao_consultor_idx" ON "solicitacao" USING btree ("consultor_id");--> statement-breakpoint
CREATE INDEX "solicitacao_pai_idx" ON "solicitacao" USING btree ("solicitacao_pai_id");