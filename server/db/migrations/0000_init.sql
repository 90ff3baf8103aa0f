CREATE TABLE "grupo" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	CONSTRAINT "grupo_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tentativa_login" (
	"chave" varchar(300) PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"ultima_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"cpf" varchar(11),
	"nome" varchar(120) NOT NULL,
	"sobrenome" varchar(120) DEFAULT '' NOT NULL,
	"senha_hash" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_email_unique" UNIQUE("email"),
	CONSTRAINT "usuario_cpf_unique" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "usuario_grupo" (
	"usuario_id" integer NOT NULL,
	"grupo_id" integer NOT NULL,
	CONSTRAINT "usuario_grupo_usuario_id_grupo_id_pk" PRIMARY KEY("usuario_id","grupo_id")
);
--> statement-breakpoint
CREATE TABLE "historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade" varchar(40) NOT NULL,
	"entidade_id" integer NOT NULL,
	"de" varchar(80),
	"para" varchar(80),
	"usuario_id" integer,
	"motivo" text,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arquivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(255) NOT NULL,
	"tipo" varchar(120) NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_ibge" varchar(7) NOT NULL,
	"nome" varchar(120) NOT NULL,
	"estado_id" integer NOT NULL,
	CONSTRAINT "cidade_codigo_ibge_unique" UNIQUE("codigo_ibge")
);
--> statement-breakpoint
CREATE TABLE "estado" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" varchar(2) NOT NULL,
	"nome" varchar(60) NOT NULL,
	CONSTRAINT "estado_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "status" (
	"id" serial PRIMARY KEY NOT NULL,
	"entidade" varchar(40) NOT NULL,
	"codigo" varchar(60) NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"cor" varchar(7) NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "status_entidade_codigo" UNIQUE("entidade","codigo")
);
--> statement-breakpoint
CREATE TABLE "substatus" (
	"id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"codigo" varchar(60) NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"cor" varchar(7) NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "substatus_status_codigo" UNIQUE("status_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "area_atuacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "area_atuacao_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "centro_custo" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"acao" varchar(40) NOT NULL,
	"projeto" varchar(200) NOT NULL,
	"saldo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ano" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "centro_custo_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "parametro" (
	"chave" varchar(80) PRIMARY KEY NOT NULL,
	"valor" varchar(200) NOT NULL,
	"descricao" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parceiro" (
	"id" serial PRIMARY KEY NOT NULL,
	"razaosocial" varchar(200) NOT NULL,
	"objetivo" text DEFAULT '' NOT NULL,
	"subsidio" numeric(5, 2) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "parceiro_razaosocial_unique" UNIQUE("razaosocial")
);
--> statement-breakpoint
CREATE TABLE "unidade_atendimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "unidade_atendimento_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "unidade_atendimento_cidade" (
	"unidade_id" integer NOT NULL,
	"cidade_id" integer NOT NULL,
	CONSTRAINT "unidade_atendimento_cidade_unidade_id_cidade_id_pk" PRIMARY KEY("unidade_id","cidade_id")
);
--> statement-breakpoint
CREATE TABLE "unidade_atendimento_gestor" (
	"unidade_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "unidade_atendimento_gestor_unidade_id_usuario_id_pk" PRIMARY KEY("unidade_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "etapa_modelo" (
	"id" serial PRIMARY KEY NOT NULL,
	"modelo_oferta_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descricao" text NOT NULL,
	"entregavel" text NOT NULL,
	CONSTRAINT "etapa_modelo_ordem" UNIQUE("modelo_oferta_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "modelo_oferta" (
	"id" serial PRIMARY KEY NOT NULL,
	"servico_id" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descricao" text NOT NULL,
	"imagem" varchar(300),
	"carga_horaria" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"destaque" boolean DEFAULT false NOT NULL,
	"recomendado" boolean DEFAULT false NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelo_oferta_servico_titulo" UNIQUE("servico_id","titulo")
);
--> statement-breakpoint
CREATE TABLE "programa" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "programa_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "servico" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descricao" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"tipo_id" integer NOT NULL,
	"programa_id" integer NOT NULL,
	"subtema_id" integer NOT NULL,
	"area_atuacao_id" integer,
	"exige_diagnostico" boolean DEFAULT false NOT NULL,
	"porcentagem_subsidio" numeric(5, 2) DEFAULT '0' NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servico_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "subtema" (
	"id" serial PRIMARY KEY NOT NULL,
	"tema_id" integer NOT NULL,
	"descricao" varchar(120) NOT NULL,
	CONSTRAINT "subtema_tema_descricao" UNIQUE("tema_id","descricao")
);
--> statement-breakpoint
CREATE TABLE "tema" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	CONSTRAINT "tema_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "tipo_servico" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(80) NOT NULL,
	CONSTRAINT "tipo_servico_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "credenciamento" (
	"empresa_id" integer NOT NULL,
	"servico_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credenciamento_empresa_id_servico_id_pk" PRIMARY KEY("empresa_id","servico_id")
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"cnpj" varchar(14),
	"cpf" varchar(11),
	"razaosocial" varchar(200) NOT NULL,
	"nomefantasia" varchar(200) NOT NULL,
	"porte_id" integer,
	"area_atuacao_id" integer,
	"cep" varchar(8) NOT NULL,
	"logradouro" varchar(200) NOT NULL,
	"complemento" varchar(120) DEFAULT '' NOT NULL,
	"cidade_id" integer NOT NULL,
	"telefone" varchar(11) NOT NULL,
	"email" varchar(254) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"suspenso" boolean DEFAULT false NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresa_cnpj_unique" UNIQUE("cnpj"),
	CONSTRAINT "empresa_cpf_unique" UNIQUE("cpf"),
	CONSTRAINT "empresa_documento" CHECK (("empresa"."cnpj" is null) <> ("empresa"."cpf" is null))
);
--> statement-breakpoint
CREATE TABLE "empresa_usuario" (
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "empresa_usuario_empresa_id_usuario_id_pk" PRIMARY KEY("empresa_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "porte" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(80) NOT NULL,
	CONSTRAINT "porte_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
ALTER TABLE "token" ADD CONSTRAINT "token_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_grupo" ADD CONSTRAINT "usuario_grupo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_grupo" ADD CONSTRAINT "usuario_grupo_grupo_id_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico" ADD CONSTRAINT "historico_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo" ADD CONSTRAINT "arquivo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidade" ADD CONSTRAINT "cidade_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substatus" ADD CONSTRAINT "substatus_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_cidade" ADD CONSTRAINT "unidade_atendimento_cidade_unidade_id_unidade_atendimento_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_cidade" ADD CONSTRAINT "unidade_atendimento_cidade_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_gestor" ADD CONSTRAINT "unidade_atendimento_gestor_unidade_id_unidade_atendimento_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_gestor" ADD CONSTRAINT "unidade_atendimento_gestor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etapa_modelo" ADD CONSTRAINT "etapa_modelo_modelo_oferta_id_modelo_oferta_id_fk" FOREIGN KEY ("modelo_oferta_id") REFERENCES "public"."modelo_oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_oferta" ADD CONSTRAINT "modelo_oferta_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servico" ADD CONSTRAINT "servico_tipo_id_tipo_servico_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipo_servico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servico" ADD CONSTRAINT "servico_programa_id_programa_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servico" ADD CONSTRAINT "servico_subtema_id_subtema_id_fk" FOREIGN KEY ("subtema_id") REFERENCES "public"."subtema"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servico" ADD CONSTRAINT "servico_area_atuacao_id_area_atuacao_id_fk" FOREIGN KEY ("area_atuacao_id") REFERENCES "public"."area_atuacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtema" ADD CONSTRAINT "subtema_tema_id_tema_id_fk" FOREIGN KEY ("tema_id") REFERENCES "public"."tema"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD CONSTRAINT "credenciamento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD CONSTRAINT "credenciamento_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_porte_id_porte_id_fk" FOREIGN KEY ("porte_id") REFERENCES "public"."porte"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_area_atuacao_id_area_atuacao_id_fk" FOREIGN KEY ("area_atuacao_id") REFERENCES "public"."area_atuacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_usuario" ADD CONSTRAINT "empresa_usuario_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_usuario" ADD CONSTRAINT "empresa_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "token_hash_idx" ON "token" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "historico_entidade_idx" ON "historico" USING btree ("entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "cidade_estado_idx" ON "cidade" USING btree ("estado_id","nome");--> statement-breakpoint
CREATE INDEX "servico_subtema_idx" ON "servico" USING btree ("subtema_id");