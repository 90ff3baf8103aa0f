CREATE TABLE "edital" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero_edital" varchar(30) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"objeto" text NOT NULL,
	"substatus_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"prazo_recurso_dias" smallint DEFAULT 5 NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"dtapublicacao" timestamp with time zone,
	CONSTRAINT "edital_numero_edital_unique" UNIQUE("numero_edital")
);
--> statement-breakpoint
CREATE TABLE "edital_arquivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edital_avaliador" (
	"edital_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "edital_avaliador_edital_id_usuario_id_pk" PRIMARY KEY("edital_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "edital_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo_id" integer NOT NULL,
	"nome" varchar(200) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"obrigatorio" boolean DEFAULT true NOT NULL,
	"tipos" varchar(20)[] NOT NULL,
	"expira" boolean DEFAULT false NOT NULL,
	"validade_dias" smallint,
	"ordem" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edital_etapa" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"tipo_etapa" varchar(30) NOT NULL,
	"ordem" smallint NOT NULL,
	"data_inicio" date,
	"data_fim" date,
	CONSTRAINT "edital_etapa_ordem" UNIQUE("edital_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "edital_grupo" (
	"id" serial PRIMARY KEY NOT NULL,
	"etapa_id" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"ordem" smallint NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"servico_id" integer
);
--> statement-breakpoint
CREATE TABLE "edital_protocolo" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edital_servico" (
	"edital_id" integer NOT NULL,
	"servico_id" integer NOT NULL,
	CONSTRAINT "edital_servico_edital_id_servico_id_pk" PRIMARY KEY("edital_id","servico_id")
);
--> statement-breakpoint
CREATE TABLE "inscricao" (
	"id" serial PRIMARY KEY NOT NULL,
	"edital_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"etapa_atual_id" integer,
	"avaliador_id" integer,
	"usuario_id" integer,
	"protocolo_id" integer,
	"prazo_recurso" date,
	"recurso_texto" text,
	"recurso_arquivo_id" integer,
	"recurso_decisao" text,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"dtaresultado" timestamp with time zone,
	CONSTRAINT "inscricao_edital_empresa" UNIQUE("edital_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "inscricao_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"inscricao_id" integer NOT NULL,
	"documento_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"arquivo_id" integer,
	"motivo" text,
	"prazo_correcao" date,
	"validade" date,
	"aviso_vencimento_em" timestamp with time zone,
	"avaliador_id" integer,
	"dtaenvio" timestamp with time zone,
	"dtadecisao" timestamp with time zone,
	CONSTRAINT "inscricao_documento_unico" UNIQUE("inscricao_id","documento_id")
);
--> statement-breakpoint
CREATE TABLE "inscricao_servico" (
	"inscricao_id" integer NOT NULL,
	"servico_id" integer NOT NULL,
	"resultado" varchar(10),
	CONSTRAINT "inscricao_servico_inscricao_id_servico_id_pk" PRIMARY KEY("inscricao_id","servico_id")
);
--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital" ADD CONSTRAINT "edital_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_arquivo" ADD CONSTRAINT "edital_arquivo_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_arquivo" ADD CONSTRAINT "edital_arquivo_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_avaliador" ADD CONSTRAINT "edital_avaliador_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_avaliador" ADD CONSTRAINT "edital_avaliador_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_documento" ADD CONSTRAINT "edital_documento_grupo_id_edital_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."edital_grupo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_etapa" ADD CONSTRAINT "edital_etapa_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_grupo" ADD CONSTRAINT "edital_grupo_etapa_id_edital_etapa_id_fk" FOREIGN KEY ("etapa_id") REFERENCES "public"."edital_etapa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_grupo" ADD CONSTRAINT "edital_grupo_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_protocolo" ADD CONSTRAINT "edital_protocolo_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_protocolo" ADD CONSTRAINT "edital_protocolo_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_protocolo" ADD CONSTRAINT "edital_protocolo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_servico" ADD CONSTRAINT "edital_servico_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edital_servico" ADD CONSTRAINT "edital_servico_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_edital_id_edital_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."edital"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_etapa_atual_id_edital_etapa_id_fk" FOREIGN KEY ("etapa_atual_id") REFERENCES "public"."edital_etapa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_avaliador_id_usuario_id_fk" FOREIGN KEY ("avaliador_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_protocolo_id_edital_protocolo_id_fk" FOREIGN KEY ("protocolo_id") REFERENCES "public"."edital_protocolo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao" ADD CONSTRAINT "inscricao_recurso_arquivo_id_arquivo_id_fk" FOREIGN KEY ("recurso_arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_documento" ADD CONSTRAINT "inscricao_documento_inscricao_id_inscricao_id_fk" FOREIGN KEY ("inscricao_id") REFERENCES "public"."inscricao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_documento" ADD CONSTRAINT "inscricao_documento_documento_id_edital_documento_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."edital_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_documento" ADD CONSTRAINT "inscricao_documento_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_documento" ADD CONSTRAINT "inscricao_documento_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_documento" ADD CONSTRAINT "inscricao_documento_avaliador_id_usuario_id_fk" FOREIGN KEY ("avaliador_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_servico" ADD CONSTRAINT "inscricao_servico_inscricao_id_inscricao_id_fk" FOREIGN KEY ("inscricao_id") REFERENCES "public"."inscricao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscricao_servico" ADD CONSTRAINT "inscricao_servico_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edital_arquivo_edital" ON "edital_arquivo" USING btree ("edital_id");--> statement-breakpoint
CREATE INDEX "edital_avaliador_usuario" ON "edital_avaliador" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "edital_documento_grupo" ON "edital_documento" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "edital_grupo_etapa" ON "edital_grupo" USING btree ("etapa_id");--> statement-breakpoint
CREATE INDEX "edital_protocolo_edital" ON "edital_protocolo" USING btree ("edital_id");--> statement-breakpoint
CREATE INDEX "inscricao_empresa" ON "inscricao" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "inscricao_avaliador" ON "inscricao" USING btree ("avaliador_id");--> statement-breakpoint
CREATE INDEX "inscricao_documento_validade" ON "inscricao_documento" USING btree ("validade");