CREATE TABLE "projeto_etapa" (
	"id" serial PRIMARY KEY NOT NULL,
	"projeto_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"entregavel" text NOT NULL,
	"horas" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"substatus_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "projeto_etapa_ordem" UNIQUE("projeto_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "projeto_parcela" (
	"id" serial PRIMARY KEY NOT NULL,
	"projeto_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"etapa_ordem" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "projeto_parcela_numero" UNIQUE("projeto_id","numero")
);
--> statement-breakpoint
ALTER TABLE "parametro" ALTER COLUMN "valor" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "reserva_centro_custo" ADD COLUMN "comprometida_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projeto" ADD COLUMN "proposta_id" integer;--> statement-breakpoint
ALTER TABLE "projeto" ADD COLUMN "ordem_servico_id" integer;--> statement-breakpoint
ALTER TABLE "projeto_etapa" ADD CONSTRAINT "projeto_etapa_projeto_id_projeto_id_fk" FOREIGN KEY ("projeto_id") REFERENCES "public"."projeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto_etapa" ADD CONSTRAINT "projeto_etapa_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto_parcela" ADD CONSTRAINT "projeto_parcela_projeto_id_projeto_id_fk" FOREIGN KEY ("projeto_id") REFERENCES "public"."projeto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto" ADD CONSTRAINT "projeto_proposta_id_proposta_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."proposta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projeto" ADD CONSTRAINT "projeto_ordem_servico_id_arquivo_id_fk" FOREIGN KEY ("ordem_servico_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;