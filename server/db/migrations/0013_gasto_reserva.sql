ALTER TABLE "reserva_centro_custo" ADD COLUMN "gasta_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reserva_centro_custo" ADD COLUMN "valor_gasto" numeric(14, 2);