CREATE TABLE "contrato" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"proposta_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"substituido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_acesso" (
	"id" serial PRIMARY KEY NOT NULL,
	"finalidade" varchar(20) NOT NULL,
	"alvo_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_acesso_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"substatus_id" integer NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL,
	"forma" varchar(20) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"parcelas" integer DEFAULT 1 NOT NULL,
	"bandeira" varchar(30),
	"final" varchar(4),
	"driver" varchar(30) NOT NULL,
	"referencia" varchar(100),
	"pix_copia_e_cola" text,
	"dados" jsonb,
	"comprovante_id" integer,
	"recibo_id" integer,
	"usuario_id" integer,
	"dtainclusao" timestamp with time zone DEFAULT now() NOT NULL,
	"dtapagamento" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assinatura" ADD COLUMN "contrato_id" integer;--> statement-breakpoint
ALTER TABLE "assinatura" ADD COLUMN "via" varchar(10);--> statement-breakpoint
ALTER TABLE "assinatura" ADD COLUMN "nome" varchar(200);--> statement-breakpoint
ALTER TABLE "assinatura" ADD COLUMN "cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "assinatura" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "assinatura" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "assinatura" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "contrato" ADD CONSTRAINT "contrato_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato" ADD CONSTRAINT "contrato_proposta_id_proposta_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."proposta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato" ADD CONSTRAINT "contrato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato" ADD CONSTRAINT "contrato_arquivo_id_arquivo_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato" ADD CONSTRAINT "contrato_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_acesso" ADD CONSTRAINT "link_acesso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_substatus_id_substatus_id_fk" FOREIGN KEY ("substatus_id") REFERENCES "public"."substatus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_comprovante_id_arquivo_id_fk" FOREIGN KEY ("comprovante_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_recibo_id_arquivo_id_fk" FOREIGN KEY ("recibo_id") REFERENCES "public"."arquivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contrato_vigente" ON "contrato" USING btree ("solicitacao_id","empresa_id") WHERE "contrato"."substituido_em" is null;--> statement-breakpoint
CREATE INDEX "link_acesso_alvo_idx" ON "link_acesso" USING btree ("finalidade","alvo_id");--> statement-breakpoint
CREATE INDEX "pagamento_solicitacao_idx" ON "pagamento" USING btree ("solicitacao_id");--> statement-breakpoint
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_contrato_id_contrato_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contrato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinatura_contrato_idx" ON "assinatura" USING btree ("contrato_id");--> statement-breakpoint
CREATE INDEX "assinatura_pendente_idx" ON "assinatura" USING btree ("papel","assinado");--> statement-breakpoint
ALTER TABLE "assinatura" DROP COLUMN "autorizado";