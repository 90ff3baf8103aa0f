-- Accreditation becomes a workflow over substatus. Its states are reference data the seed also writes;
-- they are inserted here too so the rows of an existing database can be moved onto them.
INSERT INTO "status" ("entidade", "codigo", "descricao", "cor", "ordem") VALUES
	('credenciamento', 'SOLICITADO', 'Solicitado', '#fa8c16', 1),
	('credenciamento', 'CREDENCIADO', 'Credenciado', '#52c41a', 2),
	('credenciamento', 'RECUSADO', 'Recusado', '#f5222d', 3)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "substatus" ("status_id", "codigo", "descricao", "cor", "ordem")
SELECT "id", "codigo", "descricao", "cor", "ordem" FROM "status" WHERE "entidade" = 'credenciamento'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "substatus_id" integer;--> statement-breakpoint
UPDATE "credenciamento" c SET "substatus_id" = s."id"
FROM "substatus" s JOIN "status" st ON st."id" = s."status_id"
WHERE st."entidade" = 'credenciamento' AND s."codigo" = c."situacao";--> statement-breakpoint
ALTER TABLE "credenciamento" ALTER COLUMN "substatus_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credenciamento" ADD CONSTRAINT "credenciamento_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciamento" DROP COLUMN "situacao";
