ALTER TABLE "centro_custo" ADD COLUMN "saldo" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD COLUMN "reservado" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD COLUMN "comprometido" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD COLUMN "gasto" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- A centre's balances are kept beside it, so the lists that show them (the staff queue, a request's detail, the
-- centres) read four columns instead of summing the ledger on every call (issue 10). They change only here.
-- A movement's effect on each balance: EFEITOS of lib/regras/centrocusto.ts, the ledger's one arithmetic, in SQL
-- (razao.test.ts checks that the kept balances equal the ledger's sums for every kind of movement).
CREATE FUNCTION "movimento_efeitos"(text, numeric,
  OUT "saldo" numeric, OUT "reservado" numeric, OUT "comprometido" numeric, OUT "gasto" numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    CASE $1 WHEN 'APORTE' THEN $2 WHEN 'AJUSTE' THEN $2 WHEN 'RESERVA' THEN -$2 WHEN 'LIBERACAO' THEN $2
      WHEN 'DEVOLUCAO' THEN $2 ELSE 0 END,
    CASE $1 WHEN 'RESERVA' THEN $2 WHEN 'LIBERACAO' THEN -$2 WHEN 'COMPROMISSO' THEN -$2 ELSE 0 END,
    CASE $1 WHEN 'COMPROMISSO' THEN $2 WHEN 'GASTO' THEN -$2 WHEN 'DEVOLUCAO' THEN -$2 ELSE 0 END,
    CASE $1 WHEN 'GASTO' THEN $2 ELSE 0 END
$$;
--> statement-breakpoint
UPDATE "centro_custo" c SET
  "saldo" = m."saldo", "reservado" = m."reservado", "comprometido" = m."comprometido", "gasto" = m."gasto"
FROM (
  SELECT mov."centro_custo_id", sum(e."saldo") AS "saldo", sum(e."reservado") AS "reservado",
    sum(e."comprometido") AS "comprometido", sum(e."gasto") AS "gasto"
  FROM "movimento_centro_custo" mov, LATERAL "movimento_efeitos"(mov."tipo", mov."valor") e
  GROUP BY mov."centro_custo_id"
) m
WHERE c."id" = m."centro_custo_id";
--> statement-breakpoint
-- New movements, once per statement: a seed's thousands of rows make one update per centre, not one per row.
CREATE FUNCTION "centro_custo_somar_lancamentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "centro_custo" c SET
    "saldo" = c."saldo" + m."saldo", "reservado" = c."reservado" + m."reservado",
    "comprometido" = c."comprometido" + m."comprometido", "gasto" = c."gasto" + m."gasto"
  FROM (
    SELECT n."centro_custo_id", sum(e."saldo") AS "saldo", sum(e."reservado") AS "reservado",
      sum(e."comprometido") AS "comprometido", sum(e."gasto") AS "gasto"
    FROM "novos" n, LATERAL "movimento_efeitos"(n."tipo", n."valor") e
    GROUP BY n."centro_custo_id"
  ) m
  WHERE c."id" = m."centro_custo_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "movimento_centro_custo_lancado" AFTER INSERT ON "movimento_centro_custo"
  REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "centro_custo_somar_lancamentos"();
--> statement-breakpoint
-- The ledger is only appended to; a movement changed or removed all the same (by hand, or its centre deleted)
-- takes its old effect back and applies its new one, so the kept balances never drift from the sums.
CREATE FUNCTION "centro_custo_refazer_lancamento"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "centro_custo" c SET
    "saldo" = c."saldo" - e."saldo", "reservado" = c."reservado" - e."reservado",
    "comprometido" = c."comprometido" - e."comprometido", "gasto" = c."gasto" - e."gasto"
  FROM "movimento_efeitos"(OLD."tipo", OLD."valor") e
  WHERE c."id" = OLD."centro_custo_id";
  IF TG_OP = 'UPDATE' THEN
    UPDATE "centro_custo" c SET
      "saldo" = c."saldo" + e."saldo", "reservado" = c."reservado" + e."reservado",
      "comprometido" = c."comprometido" + e."comprometido", "gasto" = c."gasto" + e."gasto"
    FROM "movimento_efeitos"(NEW."tipo", NEW."valor") e
    WHERE c."id" = NEW."centro_custo_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "movimento_centro_custo_refeito" AFTER UPDATE OF "centro_custo_id", "tipo", "valor" OR DELETE
  ON "movimento_centro_custo" FOR EACH ROW EXECUTE FUNCTION "centro_custo_refazer_lancamento"();
