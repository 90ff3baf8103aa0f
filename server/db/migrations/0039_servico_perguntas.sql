-- Sizing questions become a bank that services pick from (issue 46): the link keeps each service's questions
-- and their order, answers keep the question's text as the client read it.
CREATE TABLE "servico_pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"servico_id" integer NOT NULL,
	"pergunta_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "servico_pergunta_unica" UNIQUE("servico_id","pergunta_id")
);
--> statement-breakpoint
ALTER TABLE "servico_pergunta" ADD CONSTRAINT "servico_pergunta_servico_id_servico_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servico_pergunta" ADD CONSTRAINT "servico_pergunta_pergunta_id_pergunta_dimensionamento_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."pergunta_dimensionamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "servico_pergunta_pergunta_idx" ON "servico_pergunta" USING btree ("pergunta_id");--> statement-breakpoint
ALTER TABLE "pergunta_dimensionamento" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacao_resposta" ADD COLUMN "pergunta" varchar(300);--> statement-breakpoint
UPDATE "solicitacao_resposta" r SET "pergunta" = p."descricao" FROM "pergunta_dimensionamento" p WHERE p."id" = r."pergunta_id";--> statement-breakpoint
ALTER TABLE "solicitacao_resposta" ALTER COLUMN "pergunta" SET NOT NULL;--> statement-breakpoint
INSERT INTO "servico_pergunta" ("servico_id", "pergunta_id", "ordem")
  SELECT "servico_id", "id", row_number() OVER (PARTITION BY "servico_id" ORDER BY "ordem", "id")
  FROM "pergunta_dimensionamento";--> statement-breakpoint
-- The same question written on several services becomes one question of the bank, the oldest.
CREATE TEMP TABLE "pergunta_igual" AS
  SELECT "id", min("id") OVER (PARTITION BY "chave", "descricao", "tipo_resposta", "opcoes", "obrigatoria") AS "manter"
  FROM "pergunta_dimensionamento";--> statement-breakpoint
UPDATE "servico_pergunta" sp SET "pergunta_id" = i."manter" FROM "pergunta_igual" i WHERE sp."pergunta_id" = i."id" AND i."id" <> i."manter";--> statement-breakpoint
UPDATE "solicitacao_resposta" r SET "pergunta_id" = i."manter" FROM "pergunta_igual" i WHERE r."pergunta_id" = i."id" AND i."id" <> i."manter";--> statement-breakpoint
DELETE FROM "pergunta_dimensionamento" p USING "pergunta_igual" i WHERE p."id" = i."id" AND i."id" <> i."manter";--> statement-breakpoint
DROP TABLE "pergunta_igual";--> statement-breakpoint
-- A key two different questions used stays with the oldest; the others get their id appended.
UPDATE "pergunta_dimensionamento" p SET "chave" = left(p."chave", 50) || '_' || p."id"
  WHERE EXISTS (SELECT 1 FROM "pergunta_dimensionamento" o WHERE o."chave" = p."chave" AND o."id" < p."id");--> statement-breakpoint
ALTER TABLE "pergunta_dimensionamento" DROP CONSTRAINT "pergunta_dimensionamento_chave";--> statement-breakpoint
ALTER TABLE "pergunta_dimensionamento" DROP CONSTRAINT "pergunta_dimensionamento_servico_id_servico_id_fk";--> statement-breakpoint
ALTER TABLE "pergunta_dimensionamento" DROP COLUMN "servico_id";--> statement-breakpoint
ALTER TABLE "pergunta_dimensionamento" DROP COLUMN "ordem";--> statement-breakpoint
ALTER TABLE "pergunta_dimensionamento" ADD CONSTRAINT "pergunta_dimensionamento_chave_unique" UNIQUE("chave");
