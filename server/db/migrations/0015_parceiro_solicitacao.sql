CREATE TABLE "solicitacao_parceiro" (
	"solicitacao_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	CONSTRAINT "solicitacao_parceiro_solicitacao_id_parceiro_id_pk" PRIMARY KEY("solicitacao_id","parceiro_id")
);
--> statement-breakpoint
ALTER TABLE "solicitacao_parceiro" ADD CONSTRAINT "solicitacao_parceiro_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_parceiro" ADD CONSTRAINT "solicitacao_parceiro_parceiro_id_parceiro_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacao_parceiro_parceiro_idx" ON "solicitacao_parceiro" USING btree ("parceiro_id");