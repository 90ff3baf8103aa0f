-- Counters instead of counts on every call (issue 10), and trigram indexes for the queue's search.
--
-- solicitacao_contagem: requests per substatus, kept by statement-level triggers on solicitacao, so every path
-- that writes a request (the workflow engine, creation, deletes, bulk seeds) keeps it right without knowing
-- about it. An UPDATE that leaves the substatus alone (most: versions, dates) touches no counter row, so only
-- changes of state wait on each other's counter rows; ORDER BY takes those rows in one order (no deadlock
-- between two statements).
INSERT INTO "solicitacao_contagem" ("substatus_id", "total")
  SELECT "substatus_id", count(*)::int FROM "solicitacao" GROUP BY "substatus_id";
--> statement-breakpoint
-- Each trigger sees only its own event's transition tables (novas, antigas), so each event has its function.
CREATE FUNCTION "solicitacao_contar_mudanca"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "solicitacao_contagem" AS c ("substatus_id", "total")
    SELECT "substatus_id", sum(d)::int FROM (
      SELECT "substatus_id", 1 AS d FROM novas
      UNION ALL
      SELECT "substatus_id", -1 AS d FROM antigas
    ) m
    GROUP BY "substatus_id" HAVING sum(d) <> 0 ORDER BY "substatus_id"
    ON CONFLICT ("substatus_id") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "solicitacao_contar_insercao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "solicitacao_contagem" AS c ("substatus_id", "total")
    SELECT "substatus_id", count(*)::int FROM novas GROUP BY "substatus_id" ORDER BY "substatus_id"
    ON CONFLICT ("substatus_id") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "solicitacao_contar_exclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitacao_contagem" c SET "total" = c."total" - a.n
    FROM (SELECT "substatus_id", count(*)::int AS n FROM antigas GROUP BY "substatus_id") a
    WHERE c."substatus_id" = a."substatus_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitacao_contagem_insercao" AFTER INSERT ON "solicitacao"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_contar_insercao"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_contagem_mudanca" AFTER UPDATE ON "solicitacao"
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_contar_mudanca"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_contagem_exclusao" AFTER DELETE ON "solicitacao"
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_contar_exclusao"();
--> statement-breakpoint
-- "Most accessed" ranks by modelo_oferta.acessos from now on; the views logged so far are counted once.
UPDATE "modelo_oferta" m SET "acessos" = a.n
  FROM (SELECT "modelo_oferta_id", count(*)::int AS n FROM "acesso_modelo_oferta" GROUP BY "modelo_oferta_id") a
  WHERE a."modelo_oferta_id" = m."id";
--> statement-breakpoint
-- Trigram indexes for "contains" searches (ILIKE '%…%'): the request's number, and the company's names without
-- accents and document, exactly as server/lib/search.ts writes them. pg_trgm ships with PostgreSQL and PGlite
-- (loaded by server/db/client.ts); where it cannot be created the searches stay the same, unindexed.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível (%): buscas sem índice de trigramas.', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "solicitacao_nrosolicitacao_trgm_idx" ON "solicitacao" USING gin ("nrosolicitacao" gin_trgm_ops);
    CREATE INDEX "empresa_nomefantasia_trgm_idx" ON "empresa" USING gin (
      translate("nomefantasia", 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç', 'AAAAAEEEEIIIIOOOOOUUUUCaaaaaeeeeiiiiooooouuuuc') gin_trgm_ops);
    CREATE INDEX "empresa_razaosocial_trgm_idx" ON "empresa" USING gin (
      translate("razaosocial", 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇáàâãäéèêëíìîïóòôõöúùûüç', 'AAAAAEEEEIIIIOOOOOUUUUCaaaaaeeeeiiiiooooouuuuc') gin_trgm_ops);
    CREATE INDEX "empresa_cnpj_trgm_idx" ON "empresa" USING gin ("cnpj" gin_trgm_ops);
  END IF;
END $$;
