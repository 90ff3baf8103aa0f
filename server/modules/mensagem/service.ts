import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Conn, Tx } from "../../db/client";
import { arquivo, mensagem, mensagemLeitura, usuario } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { gravarEvento } from "../../lib/evento";
import { fileResponse, loadFile, saveFile } from "../../lib/files";
import { paged, type Window } from "../../lib/pagination";
import { daConversa, exigirConversa, naoLidasPor } from "./conversa";
import type { Conversa, MensagemForm } from "./schemas";
import type { PapelMensagem } from "@/lib/regras/mensagem";

const colunas = (user: AuthUser) => ({
  id: mensagem.id,
  texto: mensagem.texto,
  papel: mensagem.papel,
  usuarioId: mensagem.usuarioId,
  nome: sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`,
  minha: sql<boolean>`${mensagem.usuarioId} = ${user.id}`,
  dtainclusao: mensagem.dtainclusao,
  arquivo: { id: arquivo.id, nome: arquivo.nome, tipo: arquivo.tipo, tamanho: arquivo.tamanho },
});

const selecionar = (conn: Conn, user: AuthUser) =>
  conn
    .select(colunas(user))
    .from(mensagem)
    .innerJoin(usuario, eq(usuario.id, mensagem.usuarioId))
    .leftJoin(arquivo, eq(arquivo.id, mensagem.arquivoId))
    .$dynamic();

type Linha = Awaited<ReturnType<typeof selecionar>>[number];
const mostrar = ({ usuarioId, nome, dtainclusao, ...m }: Linha) => ({
  ...m,
  autor: { id: usuarioId, nome },
  dtainclusao: dtainclusao.toISOString(),
});

/** A page of a conversation, newest first, for one of its participants. */
export async function listarMensagens(conn: Conn, user: AuthUser, c: Conversa, win: Window) {
  await exigirConversa(conn, user, c);
  const page = await paged(
    conn,
    () => selecionar(conn, user).where(daConversa(c)),
    [desc(mensagem.dtainclusao), desc(mensagem.id)],
    win,
  );
  return { count: page.count, results: page.results.map(mostrar) };
}

/**
 * Writes a message (its attachment checked by content) and its event in the outbox, so notifications can
 * tell the other side (issue 15, item 2) without the sending waiting for them.
 */
export async function enviarMensagem(tx: Tx, user: AuthUser, form: MensagemForm, now: Date) {
  const { texto, arquivo: anexo, ...c } = form;
  await exigirConversa(tx, user, c);
  const salvo = anexo && (await saveFile(tx, anexo, { kind: "documento", usuarioId: user.id }));
  const [nova] = await tx
    .insert(mensagem)
    .values({
      solicitacaoId: c.solicitacao,
      grupo: c.grupo,
      prestadorId: c.prestador ?? null,
      papel: c.role,
      texto,
      arquivoId: salvo?.id ?? null,
      usuarioId: user.id,
      dtainclusao: now,
    })
    .returning({ id: mensagem.id });
  await gravarEvento(tx, {
    entidade: "mensagem",
    entidadeId: nova.id,
    acao: "ENVIAR",
    usuarioId: user.id,
    dados: { grupo: c.grupo, prestador: c.prestador ?? null, papel: c.role },
  });
  const [criada] = await selecionar(tx, user).where(eq(mensagem.id, nova.id));
  return mostrar(criada);
}

/** Marks every message others wrote in the conversation read by the caller. */
export async function marcarVisto(conn: Conn, user: AuthUser, c: Conversa, now: Date) {
  await exigirConversa(conn, user, c);
  await conn
    .insert(mensagemLeitura)
    .select(
      conn
        .select({
          mensagemId: mensagem.id,
          usuarioId: sql<number>`${user.id}::int`.as("usuario_id"),
          dtaleitura: sql<Date>`${now.toISOString()}::timestamptz`.as("dtaleitura"),
        })
        .from(mensagem)
        .where(and(daConversa(c), naoLidasPor(conn, user.id))),
    )
    .onConflictDoNothing();
}

/** A message's attachment, for a participant of its conversation. */
export async function arquivoDaMensagem(conn: Conn, user: AuthUser, id: number, role: PapelMensagem) {
  const [m] = await conn
    .select({
      solicitacao: mensagem.solicitacaoId,
      grupo: mensagem.grupo,
      prestadorId: mensagem.prestadorId,
      arquivoId: mensagem.arquivoId,
    })
    .from(mensagem)
    .where(eq(mensagem.id, id));
  if (!m) throw notFound("Mensagem não encontrada.");
  await exigirConversa(conn, user, {
    solicitacao: m.solicitacao,
    role,
    grupo: m.grupo,
    prestador: m.prestadorId ?? undefined,
  });
  if (m.arquivoId === null) throw notFound("A mensagem não tem anexo.");
  return fileResponse(await loadFile(conn, m.arquivoId));
}
