CREATE TABLE "atestado" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"codigo" varchar(19) NOT NULL,
	"arquivo_id" integer NOT NULL,
	"dtaemissao" timestamp with time zone NOT NULL,
	CONSTRAINT "atestado_solicitacao_id_unique" UNIQUE("solicitacao_id"),
	CONSTRAINT "atestado_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "avaliacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"questionario_id" integer,
	"questionario_descricao" varchar(200) NOT NULL,
	"usuario_id" integer,
	"nota" numeric(3, 2),
	"comentario" text DEFAULT '' NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacao_solicitacao_id_unique" UNIQUE("solicitacao_id")
);
--> statement-breakpoint
CREATE TABLE "avaliacao_resposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"avaliacao_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"pergunta" text NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"nota" smallint,
	"texto" text
);
--> statement-breakpoint
CREATE TABLE "projeto_certificado" (
	"id" serial PRIMARY KEY NOT NULL,
	"projeto_id" integer NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"arquivo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionario" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionario_pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionario_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"pergunta" text NOT NULL,
	"tipo" varchar(10) DEFAULT 'NOTA' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "servico" ADD COLUMN "questionario_id" integer;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "dtaavaliacao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projeto" ADD COLUMN "dtaaceite" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projeto_etapa" ADD COLUMN "prazo" date;--> statement-breakpoint
ALTER TABLE "atestado" ADD CONSTRAINT "atestado_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atestado" ADD CONSTRAINT "atestado_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao" ADD CONSTRAINT "avaliacao_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao" ADD CONSTRAINT "avaliacao_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao" ADD CONSTRAINT "avaliacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_resposta" ADD CONSTRAINT "avaliacao_resposta_avaliacao_id_avaliacao_id_fk" FOREIGN KEY ("avaliacao_id") REFERENCES "public"."avaliacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto_certificado" ADD CONSTRAINT "projeto_certificado_projeto_id_projeto_id_fk" FOREIGN KEY ("projeto_id") REFERENCES "public"."projeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto_certificado" ADD CONSTRAINT "projeto_certificado_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto_certificado" ADD CONSTRAINT "projeto_certificado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario_pergunta" ADD CONSTRAINT "questionario_pergunta_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avaliacao_resposta_avaliacao_idx" ON "avaliacao_resposta" USING btree ("avaliacao_id");--> statement-breakpoint
CREATE INDEX "projeto_certificado_projeto_idx" ON "projeto_certificado" USING btree ("projeto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionario_padrao_unico" ON "questionario" USING btree ("padrao") WHERE "questionario"."padrao";--> statement-breakpoint
CREATE INDEX "questionario_pergunta_questionario_idx" ON "questionario_pergunta" USING btree ("questionario_id");--> statement-breakpoint
ALTER TABLE "servico" ADD CONSTRAINT "servico_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "questionario" ("descricao", "padrao") VALUES ('Avaliação do serviço', true);--> statement-breakpoint
INSERT INTO "questionario_pergunta" ("questionario_id", "ordem", "pergunta", "tipo")
SELECT q.id, p.ordem, p.pergunta, p.tipo FROM "questionario" q, (VALUES
  (1, 'O serviço atendeu ao objetivo da sua empresa?', 'NOTA'),
  (2, 'Como você avalia a qualidade das entregas?', 'NOTA'),
  (3, 'O prestador cumpriu os prazos combinados?', 'NOTA'),
  (4, 'Como você avalia a comunicação com o prestador?', 'NOTA'),
  (5, 'Você recomendaria este serviço a outras empresas?', 'NOTA'),
  (6, 'O que poderia melhorar?', 'TEXTO')
) AS p(ordem, pergunta, tipo) WHERE q.padrao;--> statement-breakpoint
-- Stages of running projects get due dates as new ones do: the project's days spread by cumulative hours.
UPDATE "projeto_etapa" e SET "prazo" = x.prazo FROM (
  SELECT pe.id, p.dta_inicio + ceil(
    (p.dta_fim - p.dta_inicio)::numeric
    * sum(pe.horas) OVER (PARTITION BY pe.projeto_id ORDER BY pe.ordem)
    / nullif(sum(pe.horas) OVER (PARTITION BY pe.projeto_id), 0)
  )::int AS prazo
  FROM "projeto_etapa" pe JOIN "projeto" p ON p.id = pe.projeto_id
  WHERE p.dta_inicio IS NOT NULL AND p.dta_fim IS NOT NULL
) x WHERE x.id = e.id AND x.prazo IS NOT NULL;
