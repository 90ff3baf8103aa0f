CREATE TABLE "solicitacao_gestor_contagem" (
	"usuario_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "solicitacao_gestor_contagem_usuario_id_substatus_id_pk" PRIMARY KEY("usuario_id","substatus_id")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_unidade_contagem" (
	"unidade_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "solicitacao_unidade_contagem_unidade_id_substatus_id_pk" PRIMARY KEY("unidade_id","substatus_id")
);
--> statement-breakpoint
ALTER TABLE "solicitacao_gestor_contagem" ADD CONSTRAINT "solicitacao_gestor_contagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_gestor_contagem" ADD CONSTRAINT "solicitacao_gestor_contagem_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_unidade_contagem" ADD CONSTRAINT "solicitacao_unidade_contagem_unidade_id_unidade_atendimento_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_unidade_contagem" ADD CONSTRAINT "solicitacao_unidade_contagem_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The coordinator's dashboard counts open requests per manager and per service unit (issue 15: under 50 ms at
-- 100,000 requests). Joining every open request to its managers and units took 50-80 ms; these counters, kept by
-- triggers like solicitacao_contagem (0024), are read instead. A request counts once for each of its managers,
-- and once for each unit covering the city of any of its companies (solicitacao_unidade).
CREATE VIEW "solicitacao_unidade" AS
  SELECT DISTINCT se."solicitacao_id", uc."unidade_id"
  FROM "solicitacao_empresa" se
  JOIN "empresa" e ON e."id" = se."empresa_id"
  JOIN "unidade_atendimento_cidade" uc ON uc."cidade_id" = e."cidade_id";
--> statement-breakpoint
-- Counted from scratch: the first fill, and the rare changes an admin makes (a unit's cities, a company's city,
-- a link rewritten in place). The lock makes writers wait, so none adds to a row this is replacing.
CREATE FUNCTION "solicitacao_gestor_recontagem"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "solicitacao_gestor_contagem" IN EXCLUSIVE MODE;
  DELETE FROM "solicitacao_gestor_contagem";
  INSERT INTO "solicitacao_gestor_contagem" ("usuario_id", "substatus_id", "total")
    SELECT g."usuario_id", s."substatus_id", count(*)::int
    FROM "solicitacao_gestor" g JOIN "solicitacao" s ON s."id" = g."solicitacao_id"
    GROUP BY 1, 2;
END $$;
--> statement-breakpoint
CREATE FUNCTION "solicitacao_unidade_recontagem"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "solicitacao_unidade_contagem" IN EXCLUSIVE MODE;
  DELETE FROM "solicitacao_unidade_contagem";
  INSERT INTO "solicitacao_unidade_contagem" ("unidade_id", "substatus_id", "total")
    SELECT su."unidade_id", s."substatus_id", count(*)::int
    FROM "solicitacao_unidade" su JOIN "solicitacao" s ON s."id" = su."solicitacao_id"
    GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT "solicitacao_gestor_recontagem"();
--> statement-breakpoint
SELECT "solicitacao_unidade_recontagem"();
--> statement-breakpoint
-- Each statement that touched rows (`linhas`, whatever the event): a statement that wrote nothing (the seed's
-- INSERT … ON CONFLICT DO NOTHING at every start) counts nothing again.
CREATE FUNCTION "solicitacao_gestor_recontar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM linhas) THEN
    PERFORM "solicitacao_gestor_recontagem"();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "solicitacao_unidade_recontar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM linhas) THEN
    PERFORM "solicitacao_unidade_recontagem"();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of state moves the request's count, for each of its managers and units, from the old substatus to the
-- new one; a change that keeps the state (most: versions, dates) moves nothing.
CREATE FUNCTION "solicitacao_grupos_contar_mudanca"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH m AS (
    SELECT n."id", n."substatus_id" AS novo, a."substatus_id" AS antigo
    FROM novas n JOIN antigas a ON a."id" = n."id"
    WHERE n."substatus_id" <> a."substatus_id"
  ), d AS (
    SELECT "id", novo AS "substatus_id", 1 AS d FROM m UNION ALL SELECT "id", antigo, -1 FROM m
  ), gestores AS (
    INSERT INTO "solicitacao_gestor_contagem" AS c ("usuario_id", "substatus_id", "total")
      SELECT g."usuario_id", d."substatus_id", sum(d.d)::int
      FROM d JOIN "solicitacao_gestor" g ON g."solicitacao_id" = d."id"
      GROUP BY 1, 2 HAVING sum(d.d) <> 0 ORDER BY 1, 2
      ON CONFLICT ("usuario_id", "substatus_id") DO UPDATE SET "total" = c."total" + excluded."total"
  )
  INSERT INTO "solicitacao_unidade_contagem" AS c ("unidade_id", "substatus_id", "total")
    SELECT su."unidade_id", d."substatus_id", sum(d.d)::int
    FROM d JOIN "solicitacao_unidade" su ON su."solicitacao_id" = d."id"
    GROUP BY 1, 2 HAVING sum(d.d) <> 0 ORDER BY 1, 2
    ON CONFLICT ("unidade_id", "substatus_id") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted request leaves its managers' and units' counts before its links go (they are deleted with it, when
-- the request is no longer there for their own triggers to find).
CREATE FUNCTION "solicitacao_grupos_descontar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitacao_gestor_contagem" c SET "total" = c."total" - 1
    FROM "solicitacao_gestor" g
    WHERE g."solicitacao_id" = OLD."id" AND c."usuario_id" = g."usuario_id" AND c."substatus_id" = OLD."substatus_id";
  UPDATE "solicitacao_unidade_contagem" c SET "total" = c."total" - 1
    FROM "solicitacao_unidade" su
    WHERE su."solicitacao_id" = OLD."id" AND c."unidade_id" = su."unidade_id" AND c."substatus_id" = OLD."substatus_id";
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION "solicitacao_gestor_contar_insercao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "solicitacao_gestor_contagem" AS c ("usuario_id", "substatus_id", "total")
    SELECT n."usuario_id", s."substatus_id", count(*)::int
    FROM novas n JOIN "solicitacao" s ON s."id" = n."solicitacao_id"
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("usuario_id", "substatus_id") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "solicitacao_gestor_contar_exclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitacao_gestor_contagem" c SET "total" = c."total" - x.n
    FROM (
      SELECT a."usuario_id", s."substatus_id", count(*)::int AS n
      FROM antigas a JOIN "solicitacao" s ON s."id" = a."solicitacao_id"
      GROUP BY 1, 2
    ) x
    WHERE c."usuario_id" = x."usuario_id" AND c."substatus_id" = x."substatus_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A unit starts counting a request when the new companies are the request's first in the unit's cities, and
-- stops when the removed ones were its last there.
CREATE FUNCTION "solicitacao_unidade_contar_insercao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH nova AS (
    SELECT n."solicitacao_id", uc."unidade_id", count(*) AS k
    FROM novas n
    JOIN "empresa" e ON e."id" = n."empresa_id"
    JOIN "unidade_atendimento_cidade" uc ON uc."cidade_id" = e."cidade_id"
    GROUP BY 1, 2
  ), agora AS (
    SELECT se."solicitacao_id", uc."unidade_id", count(*) AS k
    FROM "solicitacao_empresa" se
    JOIN "empresa" e ON e."id" = se."empresa_id"
    JOIN "unidade_atendimento_cidade" uc ON uc."cidade_id" = e."cidade_id"
    WHERE se."solicitacao_id" IN (SELECT "solicitacao_id" FROM nova)
    GROUP BY 1, 2
  )
  INSERT INTO "solicitacao_unidade_contagem" AS c ("unidade_id", "substatus_id", "total")
    SELECT nova."unidade_id", s."substatus_id", count(*)::int
    FROM nova
    JOIN agora USING ("solicitacao_id", "unidade_id")
    JOIN "solicitacao" s ON s."id" = nova."solicitacao_id"
    WHERE agora.k = nova.k
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("unidade_id", "substatus_id") DO UPDATE SET "total" = c."total" + excluded."total";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "solicitacao_unidade_contar_exclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH saiu AS (
    SELECT DISTINCT a."solicitacao_id", uc."unidade_id"
    FROM antigas a
    JOIN "empresa" e ON e."id" = a."empresa_id"
    JOIN "unidade_atendimento_cidade" uc ON uc."cidade_id" = e."cidade_id"
  )
  UPDATE "solicitacao_unidade_contagem" c SET "total" = c."total" - x.n
    FROM (
      SELECT saiu."unidade_id", s."substatus_id", count(*)::int AS n
      FROM saiu JOIN "solicitacao" s ON s."id" = saiu."solicitacao_id"
      WHERE NOT EXISTS (
        SELECT 1 FROM "solicitacao_unidade" su
        WHERE su."solicitacao_id" = saiu."solicitacao_id" AND su."unidade_id" = saiu."unidade_id"
      )
      GROUP BY 1, 2
    ) x
    WHERE c."unidade_id" = x."unidade_id" AND c."substatus_id" = x."substatus_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "empresa_cidade_recontar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM novas n JOIN antigas a ON a."id" = n."id" WHERE n."cidade_id" IS DISTINCT FROM a."cidade_id"
  ) THEN
    PERFORM "solicitacao_unidade_recontagem"();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitacao_grupos_mudanca" AFTER UPDATE ON "solicitacao"
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_grupos_contar_mudanca"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_grupos_exclusao" BEFORE DELETE ON "solicitacao"
  FOR EACH ROW EXECUTE FUNCTION "solicitacao_grupos_descontar"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_gestor_contagem_insercao" AFTER INSERT ON "solicitacao_gestor"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_gestor_contar_insercao"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_gestor_contagem_exclusao" AFTER DELETE ON "solicitacao_gestor"
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_gestor_contar_exclusao"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_gestor_contagem_mudanca" AFTER UPDATE ON "solicitacao_gestor"
  REFERENCING NEW TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_gestor_recontar"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_unidade_contagem_insercao" AFTER INSERT ON "solicitacao_empresa"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_unidade_contar_insercao"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_unidade_contagem_exclusao" AFTER DELETE ON "solicitacao_empresa"
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_unidade_contar_exclusao"();
--> statement-breakpoint
CREATE TRIGGER "solicitacao_unidade_contagem_mudanca" AFTER UPDATE ON "solicitacao_empresa"
  REFERENCING NEW TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_unidade_recontar"();
--> statement-breakpoint
CREATE TRIGGER "empresa_cidade_contagem" AFTER UPDATE ON "empresa"
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "empresa_cidade_recontar"();
--> statement-breakpoint
CREATE TRIGGER "unidade_cidade_contagem_insercao" AFTER INSERT ON "unidade_atendimento_cidade"
  REFERENCING NEW TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_unidade_recontar"();
--> statement-breakpoint
CREATE TRIGGER "unidade_cidade_contagem_mudanca" AFTER UPDATE ON "unidade_atendimento_cidade"
  REFERENCING NEW TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_unidade_recontar"();
--> statement-breakpoint
CREATE TRIGGER "unidade_cidade_contagem_exclusao" AFTER DELETE ON "unidade_atendimento_cidade"
  REFERENCING OLD TABLE AS linhas FOR EACH STATEMENT EXECUTE FUNCTION "solicitacao_unidade_recontar"();
