import "server-only";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { GESTORES } from "@/lib/roles";
import type { Conn } from "../../db/client";
import { usuario } from "../../db/schema";
import { nomeCompleto, usuariosAtivos } from "../usuario";

/**
 * A manager as the target of a link (crud-vinculo): an active manager or coordinator, named for the
 * history; anyone else is refused on the field.
 */
export const gestorDoVinculo = (coluna: AnyPgColumn) => ({
  campo: "gestor",
  coluna,
  rotulo: "Gestor",
  nome: async (conn: Conn, id: number) => {
    const [ativo] = await usuariosAtivos(conn, [id], GESTORES);
    if (ativo) return { nome: `${ativo.nome} ${ativo.sobrenome}`.trim() };
    return { erro: "Escolha um gestor ou coordenador ativo." };
  },
});

/** The columns of a linked manager, for the links' lists. */
export const colunasDoGestor = { id: usuario.id, nome: nomeCompleto, email: usuario.email };
