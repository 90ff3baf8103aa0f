CREATE TABLE "consultor_credenciamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultor_id" integer NOT NULL,
	"servico_id" integer NOT NULL,
	"situacao" varchar(12) DEFAULT 'SOLICITADO' NOT NULL,
	"motivo" text,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"dtaatualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultor_credenciamento_servico" UNIQUE("consultor_id","servico_id")
);
--> statement-breakpoint
CREATE TABLE "consultor_prestador" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(120) NOT NULL,
	"sobrenome" varchar(120) DEFAULT '' NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"email" varchar(254) NOT NULL,
	"telefone" varchar(11) DEFAULT '' NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultor_prestador_cpf" UNIQUE("empresa_id","cpf")
);
--> statement-breakpoint
CREATE TABLE "documento_tipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(120) NOT NULL,
	"exigido_prestador" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "documento_tipo_descricao_unique" UNIQUE("descricao")
);
--> statement-breakpoint
CREATE TABLE "empresa_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credenciamento" DROP CONSTRAINT "credenciamento_empresa_id_servico_id_pk";--> statement-breakpoint
ALTER TABLE "historico" ADD COLUMN "arquivo_id" integer;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "situacao" varchar(12) DEFAULT 'CREDENCIADO' NOT NULL;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "suspenso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "arquivo_id" integer;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "usuario_id" integer;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "dtaatualizacao" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sicab" varchar(20);--> statement-breakpoint
ALTER TABLE "consultor_credenciamento" ADD CONSTRAINT "consultor_credenciamento_consultor_id_consultor_prestador_id_fk" FOREIGN KEY ("consultor_id") REFERENCES "public"."consultor_prestador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultor_credenciamento" ADD CONSTRAINT "consultor_credenciamento_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultor_prestador" ADD CONSTRAINT "consultor_prestador_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_documento" ADD CONSTRAINT "empresa_documento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_documento" ADD CONSTRAINT "empresa_documento_tipo_id_documento_tipo_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."documento_tipo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_documento" ADD CONSTRAINT "empresa_documento_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_documento" ADD CONSTRAINT "empresa_documento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empresa_documento_empresa_idx" ON "empresa_documento" USING btree ("empresa_id");--> statement-breakpoint
ALTER TABLE "historico" ADD CONSTRAINT "historico_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD CONSTRAINT "credenciamento_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD CONSTRAINT "credenciamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD CONSTRAINT "credenciamento_empresa_servico" UNIQUE("empresa_id","servico_id");--> statement-breakpoint
INSERT INTO "documento_tipo" ("descricao", "exigido_prestador") VALUES
	('Contrato social', true),
	('Cartão CNPJ', true),
	('Certidão negativa de débitos federais', true),
	('Certificado de regularidade do FGTS', true),
	('Atestado de capacidade técnica', false),
	('Outro documento', false);
