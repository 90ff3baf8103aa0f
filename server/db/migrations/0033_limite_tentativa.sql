-- Attempts counted per key in a window (server/lib/limite.ts): card charges per payment link, request and
-- address, look-ups per address. One row per key, written by one atomic upsert.
CREATE TABLE "limite_tentativa" (
	"chave" varchar(300) PRIMARY KEY NOT NULL,
	"tentativas" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
