CREATE TABLE "idempotencia" (
	"usuario_id" integer NOT NULL,
	"rota" varchar(200) NOT NULL,
	"chave" varchar(200) NOT NULL,
	"corpo_hash" varchar(64) NOT NULL,
	"status" integer,
	"resposta" jsonb,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_usuario_id_rota_chave_pk" PRIMARY KEY("usuario_id","rota","chave")
);
--> statement-breakpoint
ALTER TABLE "tentativa_login" ADD COLUMN "liberada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;