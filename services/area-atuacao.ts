// Areas of activity (GET/POST /area-atuacao/, GET/PUT/PATCH/DELETE /area-atuacao/{id}/) and their managers.
import { cadastro, vinculo } from "./cadastro";
import type { Schema } from "./api";

export type AreaAtuacao = Schema<"AreaAtuacao">;
export type AreaAtuacaoCorpo = Schema<"AreaAtuacaoCorpo">;
export type AreaAtuacaoGestor = Schema<"AreaAtuacaoGestor">;

export const areasAtuacao = cadastro<AreaAtuacao, AreaAtuacaoCorpo>("/area-atuacao/");
export const gestoresDaArea = vinculo<AreaAtuacaoGestor>(
  "/area-atuacao/gestor/",
  "area",
  "gestor",
  "/area-atuacao/",
);
