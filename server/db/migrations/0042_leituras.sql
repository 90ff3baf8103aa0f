-- Reads only read (issue 48): a provider's proposals are counted and paged from one index, newest first, with
-- their state; and a proposal's statement no longer takes a new version of the staff queue: migration 0030 made
-- it so only for the reads that closed rounds, and the deadline job alone closes them now (its close writes the
-- request, which takes one).
DROP INDEX "proposta_prestador_idx";--> statement-breakpoint
CREATE INDEX "proposta_prestador_idx" ON "proposta" USING btree ("prestador_id","dtainclusao","id","substatus_id");--> statement-breakpoint
DROP TRIGGER "fila_versao_proposta" ON "proposta";
