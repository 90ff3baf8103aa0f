CREATE TABLE "centro_custo_envolvido" (
	"id" serial PRIMARY KEY NOT NULL,
	"centro_custo_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centro_custo_envolvido_unico" UNIQUE("centro_custo_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "movimento_centro_custo" (
	"id" serial PRIMARY KEY NOT NULL,
	"centro_custo_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"solicitacao_id" integer,
	"usuario_id" integer,
	"descricao" varchar(300) NOT NULL,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimento_centro_custo_tipo" CHECK ("movimento_centro_custo"."tipo" in ('APORTE', 'AJUSTE', 'RESERVA', 'LIBERACAO', 'COMPROMISSO', 'GASTO', 'DEVOLUCAO')),
	CONSTRAINT "movimento_centro_custo_valor" CHECK (case when "movimento_centro_custo"."tipo" = 'AJUSTE' then "movimento_centro_custo"."valor" <> 0 else "movimento_centro_custo"."valor" > 0 end)
);
--> statement-breakpoint
ALTER TABLE "centro_custo" ADD COLUMN "acao_ativo_hub" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD COLUMN "projeto_ativo_hub" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "centro_custo_envolvido" ADD CONSTRAINT "centro_custo_envolvido_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centro_custo_envolvido" ADD CONSTRAINT "centro_custo_envolvido_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimento_centro_custo" ADD CONSTRAINT "movimento_centro_custo_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimento_centro_custo" ADD CONSTRAINT "movimento_centro_custo_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimento_centro_custo" ADD CONSTRAINT "movimento_centro_custo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centro_custo_envolvido_usuario_idx" ON "centro_custo_envolvido" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "movimento_centro_custo_cc_idx" ON "movimento_centro_custo" USING btree ("centro_custo_id","dtainclusao");--> statement-breakpoint
CREATE INDEX "movimento_centro_custo_solicitacao_idx" ON "movimento_centro_custo" USING btree ("solicitacao_id");--> statement-breakpoint
-- The ledger starts from today's data, so every balance stays what it was: each reservation's life becomes
-- its movements (reserved; committed; spent with the rest returned; or released, a commitment returned),
-- and the budget contributed is the balance plus what reservations hold or spent.
INSERT INTO "movimento_centro_custo" ("centro_custo_id", "tipo", "valor", "descricao", "dtainclusao")
SELECT c."id", CASE WHEN o."valor" > 0 THEN 'APORTE' ELSE 'AJUSTE' END, o."valor", 'Orçamento anterior ao razão: o saldo e o que as reservas tinham',
  least((make_date(c."ano", 1, 1) + time '03:00') AT TIME ZONE 'UTC', o."primeira")
FROM "centro_custo" c
CROSS JOIN LATERAL (
  SELECT c."saldo" + coalesce(sum(CASE WHEN r."gasta_em" IS NOT NULL THEN coalesce(r."valor_gasto", 0) ELSE r."valor" END)
      FILTER (WHERE r."liberada_em" IS NULL), 0) AS "valor",
    min(r."dtainclusao") AS "primeira"
  FROM "reserva_centro_custo" r WHERE r."centro_custo_id" = c."id"
) o
WHERE o."valor" <> 0;--> statement-breakpoint
INSERT INTO "movimento_centro_custo" ("centro_custo_id", "tipo", "valor", "solicitacao_id", "usuario_id", "descricao", "dtainclusao")
SELECT r."centro_custo_id", 'RESERVA', r."valor", r."solicitacao_id", r."usuario_id", 'Reserva do subsídio da solicitação', r."dtainclusao"
FROM "reserva_centro_custo" r WHERE r."valor" > 0;--> statement-breakpoint
INSERT INTO "movimento_centro_custo" ("centro_custo_id", "tipo", "valor", "solicitacao_id", "descricao", "dtainclusao")
SELECT r."centro_custo_id", 'COMPROMISSO', r."valor", r."solicitacao_id", 'Reserva comprometida na autorização da execução', coalesce(r."comprometida_em", r."gasta_em")
FROM "reserva_centro_custo" r WHERE r."valor" > 0 AND (r."comprometida_em" IS NOT NULL OR r."gasta_em" IS NOT NULL);--> statement-breakpoint
INSERT INTO "movimento_centro_custo" ("centro_custo_id", "tipo", "valor", "solicitacao_id", "descricao", "dtainclusao")
SELECT r."centro_custo_id", 'GASTO', r."valor_gasto", r."solicitacao_id", 'Gasto na conclusão da solicitação', r."gasta_em"
FROM "reserva_centro_custo" r WHERE r."gasta_em" IS NOT NULL AND r."valor_gasto" > 0;--> statement-breakpoint
INSERT INTO "movimento_centro_custo" ("centro_custo_id", "tipo", "valor", "solicitacao_id", "descricao", "dtainclusao")
SELECT r."centro_custo_id", 'DEVOLUCAO', r."valor" - coalesce(r."valor_gasto", 0), r."solicitacao_id", 'Parte não executada do compromisso devolvida ao saldo', r."gasta_em"
FROM "reserva_centro_custo" r WHERE r."gasta_em" IS NOT NULL AND r."valor" - coalesce(r."valor_gasto", 0) > 0;--> statement-breakpoint
INSERT INTO "movimento_centro_custo" ("centro_custo_id", "tipo", "valor", "solicitacao_id", "descricao", "dtainclusao")
SELECT r."centro_custo_id", CASE WHEN r."comprometida_em" IS NULL THEN 'LIBERACAO' ELSE 'DEVOLUCAO' END, r."valor", r."solicitacao_id",
  CASE WHEN r."comprometida_em" IS NULL THEN 'Reserva liberada' ELSE 'Compromisso devolvido ao saldo' END, r."liberada_em"
FROM "reserva_centro_custo" r WHERE r."liberada_em" IS NOT NULL AND r."gasta_em" IS NULL AND r."valor" > 0;--> statement-breakpoint
ALTER TABLE "centro_custo" DROP COLUMN "saldo";