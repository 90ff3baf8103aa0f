CREATE TABLE "area_atuacao_gestor" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	CONSTRAINT "area_atuacao_gestor_area_id_usuario_id_unique" UNIQUE("area_id","usuario_id")
);
--> statement-breakpoint
ALTER TABLE "unidade_atendimento_cidade" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_gestor" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "area_atuacao_gestor" ADD CONSTRAINT "area_atuacao_gestor_area_id_area_atuacao_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area_atuacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_atuacao_gestor" ADD CONSTRAINT "area_atuacao_gestor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_atendimento_cidade" ADD CONSTRAINT "unidade_atendimento_cidade_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "unidade_atendimento_cidade" ADD CONSTRAINT "unidade_atendimento_cidade_cidade_id_unique" UNIQUE("cidade_id");--> statement-breakpoint
ALTER TABLE "unidade_atendimento_gestor" ADD CONSTRAINT "unidade_atendimento_gestor_id_unique" UNIQUE("id");