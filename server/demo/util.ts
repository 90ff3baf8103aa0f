import "server-only";
import { eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { grupo, usuario, usuarioGrupo } from "../db/schema";
import type { AuthUser } from "../lib/context";
import { DocumentoPdf } from "../lib/pdf";

/** A demo account as the services see a signed-in user. */
export async function quem(db: Conn, email: string): Promise<AuthUser> {
  const [u] = await db.select().from(usuario).where(eq(usuario.email, email));
  const grupos = await db
    .select({ id: grupo.id, name: grupo.name })
    .from(grupo)
    .innerJoin(usuarioGrupo, eq(usuarioGrupo.grupoId, grupo.id))
    .where(eq(usuarioGrupo.usuarioId, u.id));
  return { id: u.id, nome: u.nome, sobrenome: u.sobrenome, email: u.email, groups: grupos, tokenId: 0 };
}

/** A one-page PDF with a title and a paragraph, as a File the services take (a proof, a certificate…). */
export async function documento(nome: string, titulo: string, texto: string, agora: Date) {
  const doc = await DocumentoPdf.criar(titulo, agora);
  doc.titulo(titulo).paragrafo(texto);
  return new File([await doc.salvar()], `${nome}.pdf`, { type: "application/pdf" });
}
