CREATE TABLE "nota" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcela_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"arquivo_id" integer,
	"chave_acesso" varchar(44),
	"dtaautorizacao" timestamp with time zone NOT NULL,
	"dtaenvio" timestamp with time zone,
	"dtapagamento" timestamp with time zone,
	CONSTRAINT "nota_parcela_id_unique" UNIQUE("parcela_id")
);
--> statement-breakpoint
ALTER TABLE "nota" ADD CONSTRAINT "nota_parcela_id_projeto_parcela_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."projeto_parcela"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota" ADD CONSTRAINT "nota_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nota" ADD CONSTRAINT "nota_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;