CREATE TABLE "email_tentativa" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_id" integer NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone,
	"ok" boolean,
	"erro" text
);
--> statement-breakpoint
ALTER TABLE "email_tentativa" ADD CONSTRAINT "email_tentativa_email_id_email_mensagem_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_mensagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tentativa_email_idx" ON "email_tentativa" USING btree ("email_id","id");