-- A payment attempt keeps the Idempotency-Key it sends the gateway, committed before the charge (DESIGN §3:
-- outside calls never inside a transaction), so the check can find a charge whose answer a crash lost.
ALTER TABLE "pagamento" ADD COLUMN "chave" varchar(64);--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_chave_unique" UNIQUE("chave");