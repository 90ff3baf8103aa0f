CREATE TABLE "dispositivo" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"usado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispositivo" ADD CONSTRAINT "dispositivo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispositivo_hash_idx" ON "dispositivo" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "dispositivo_usuario_idx" ON "dispositivo" USING btree ("usuario_id","usado_em");