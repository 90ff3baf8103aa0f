CREATE TABLE "integracao_registro" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" varchar(20) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"objeto_id" integer NOT NULL,
	"solicitacao_id" integer,
	"evento_id" integer,
	"chave" varchar(120) NOT NULL,
	"operacao" varchar(10) DEFAULT 'enviar' NOT NULL,
	"rodada" integer DEFAULT 1 NOT NULL,
	"dados" jsonb NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"dtaencerramento" timestamp with time zone,
	"situacao" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now(),
	"erro" text,
	"dtaintegracao" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integracao_registro_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE TABLE "integracao_sandbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"sistema" varchar(20) NOT NULL,
	"chave" varchar(160) NOT NULL,
	"metodo" varchar(10) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"objeto_id" integer NOT NULL,
	"dados" jsonb,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integracao_sandbox_chave" UNIQUE("sistema","chave")
);
--> statement-breakpoint
CREATE TABLE "integracao_sandbox_modo" (
	"sistema" varchar(20) PRIMARY KEY NOT NULL,
	"falhar" boolean DEFAULT false NOT NULL,
	"atraso_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integracao_tentativa" (
	"id" serial PRIMARY KEY NOT NULL,
	"registro_id" integer NOT NULL,
	"operacao" varchar(10) NOT NULL,
	"chave" varchar(160) NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone,
	"ok" boolean,
	"status_http" integer,
	"resposta" jsonb,
	"erro" text
);
--> statement-breakpoint
ALTER TABLE "integracao_registro" ADD CONSTRAINT "integracao_registro_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_registro" ADD CONSTRAINT "integracao_registro_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_tentativa" ADD CONSTRAINT "integracao_tentativa_registro_id_integracao_registro_id_fk" FOREIGN KEY ("registro_id") REFERENCES "public"."integracao_registro"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integracao_registro_fila_idx" ON "integracao_registro" USING btree ("sistema","proxima_tentativa") WHERE "integracao_registro"."situacao" = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "integracao_registro_lista_idx" ON "integracao_registro" USING btree ("sistema","tipo","situacao","id");--> statement-breakpoint
CREATE INDEX "integracao_registro_solicitacao_idx" ON "integracao_registro" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "integracao_tentativa_registro_idx" ON "integracao_tentativa" USING btree ("registro_id","id");