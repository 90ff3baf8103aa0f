CREATE TABLE "proposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"prestador_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"dta_inicio" date NOT NULL,
	"dta_fim" date NOT NULL,
	"dtaprazo" date NOT NULL,
	"comentario" text DEFAULT '' NOT NULL,
	"modelo_hora_id" integer NOT NULL,
	"faixa_quilometragem_id" integer,
	"plano_pagamento_id" integer NOT NULL,
	"valor_bruto" numeric(14, 2) NOT NULL,
	"valor_subsidio" numeric(14, 2) NOT NULL,
	"valor_cliente" numeric(14, 2) NOT NULL,
	"percentual_subsidio" numeric(5, 2) NOT NULL,
	"usuario_id" integer,
	"dtaenvio" timestamp with time zone,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposta_solicitacao_prestador" UNIQUE("solicitacao_id","prestador_id")
);
--> statement-breakpoint
CREATE TABLE "proposta_etapa" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposta_id" integer NOT NULL,
	"etapa_modelo_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"horas" integer NOT NULL,
	"visita" boolean DEFAULT false NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "proposta_etapa_ordem" UNIQUE("proposta_id","ordem")
);
--> statement-breakpoint
CREATE TABLE "proposta_parcela" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposta_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"etapa_ordem" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	CONSTRAINT "proposta_parcela_numero" UNIQUE("proposta_id","numero")
);
--> statement-breakpoint
ALTER TABLE "proposta" ADD CONSTRAINT "proposta_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta" ADD CONSTRAINT "proposta_prestador_id_empresa_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta" ADD CONSTRAINT "proposta_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta" ADD CONSTRAINT "proposta_modelo_hora_id_modelo_hora_id_fk" FOREIGN KEY ("modelo_hora_id") REFERENCES "public"."modelo_hora"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta" ADD CONSTRAINT "proposta_faixa_quilometragem_id_faixa_quilometragem_id_fk" FOREIGN KEY ("faixa_quilometragem_id") REFERENCES "public"."faixa_quilometragem"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta" ADD CONSTRAINT "proposta_plano_pagamento_id_plano_pagamento_id_fk" FOREIGN KEY ("plano_pagamento_id") REFERENCES "public"."plano_pagamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta" ADD CONSTRAINT "proposta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta_etapa" ADD CONSTRAINT "proposta_etapa_proposta_id_proposta_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."proposta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta_etapa" ADD CONSTRAINT "proposta_etapa_etapa_modelo_id_etapa_modelo_id_fk" FOREIGN KEY ("etapa_modelo_id") REFERENCES "public"."etapa_modelo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposta_parcela" ADD CONSTRAINT "proposta_parcela_proposta_id_proposta_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."proposta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposta_prestador_idx" ON "proposta" USING btree ("prestador_id","dtainclusao");