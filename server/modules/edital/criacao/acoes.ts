import "server-only";
import { and, eq } from "drizzle-orm";
import type { SituacaoEdital } from "@/lib/regras/edital";
import type { Tx } from "../../../db/client";
import { edital, editalArquivo, substatus } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { conflict, notFound } from "../../../lib/errors";
import { saveFile } from "../../../lib/files";
import { executar } from "../../../lib/workflow";
import { editalWorkflow } from "../workflow";
import { linhaDoEdital } from "./consulta";
import type { EditalBody } from "./schemas";
import { gravarConteudo } from "./service";

/** The tender's state as its transitions read it; 404 when it does not exist. */
async function linhaAtual(tx: Tx, id: number) {
  const [row] = await tx
    .select({ codigo: substatus.codigo })
    .from(edital)
    .innerJoin(substatus, eq(substatus.id, edital.substatusId))
    .where(eq(edital.id, id));
  if (!row) throw notFound("Edital não encontrado.");
  return linhaDoEdital(tx, id, row.codigo as SituacaoEdital);
}

/**
 * A change to a draft (its content or files), recorded as "Edital alterado" with what changed: the
 * workflow's `editar`, so a published tender refuses it and a stale version answers 409.
 */
async function alterar(tx: Tx, user: AuthUser, id: number, versao: number | undefined, oQue: string) {
  await executar(tx, editalWorkflow, {
    id,
    acao: "editar",
    user,
    versao,
    linha: await linhaAtual(tx, id),
    historico: { de: null, para: oQue },
  });
}

// PUT /credenciamento/edital/detalhe/{id}/ – staff rewrite a draft's data, services, evaluators and stages
export async function editarEdital(
  tx: Tx,
  user: AuthUser,
  id: number,
  body: EditalBody,
  versao: number | undefined,
) {
  await alterar(tx, user, id, versao, `Dados e etapas do edital ${body.numero_edital}`);
  const [outro] = await tx
    .select({ id: edital.id })
    .from(edital)
    .where(eq(edital.numeroEdital, body.numero_edital));
  if (outro && outro.id !== id) throw conflict(`Já existe um edital com o número ${body.numero_edital}.`);
  await tx
    .update(edital)
    .set({
      numeroEdital: body.numero_edital,
      titulo: body.titulo,
      objeto: body.objeto,
      prazoRecursoDias: body.prazo_recurso_dias,
    })
    .where(eq(edital.id, id));
  await gravarConteudo(tx, id, body);
}

/**
 * Adds a file to a draft: the notice (one per tender, a new one replaces it) or an annex. PDF only,
 * checked from its bytes.
 */
export async function anexarArquivo(
  tx: Tx,
  user: AuthUser,
  id: number,
  form: { tipo: "EDITAL" | "ANEXO"; titulo?: string; arquivo: File },
  versao: number | undefined,
) {
  const titulo = form.titulo ?? (form.tipo === "EDITAL" ? "Edital" : form.arquivo.name.slice(0, 200));
  await alterar(tx, user, id, versao, `Arquivo incluído: ${titulo}`);
  const salvo = await saveFile(tx, form.arquivo, { kind: "pdf", usuarioId: user.id });
  if (form.tipo === "EDITAL")
    await tx
      .delete(editalArquivo)
      .where(and(eq(editalArquivo.editalId, id), eq(editalArquivo.tipo, "EDITAL")));
  await tx.insert(editalArquivo).values({ editalId: id, arquivoId: salvo.id, tipo: form.tipo, titulo });
}

/** Removes one of a draft's files. */
export async function removerArquivo(
  tx: Tx,
  user: AuthUser,
  id: number,
  arquivoId: number,
  versao: number | undefined,
) {
  const [row] = await tx
    .select({ titulo: editalArquivo.titulo })
    .from(editalArquivo)
    .where(and(eq(editalArquivo.editalId, id), eq(editalArquivo.id, arquivoId)));
  if (!row) throw notFound("Arquivo não encontrado.");
  await alterar(tx, user, id, versao, `Arquivo removido: ${row.titulo}`);
  await tx.delete(editalArquivo).where(eq(editalArquivo.id, arquivoId));
}

// PUT /credenciamento/edital/detalhe/{id}/publicar/ – 409 with what is missing until `check` is empty
export async function publicarEdital(
  tx: Tx,
  user: AuthUser,
  id: number,
  versao: number | undefined,
  now: Date,
) {
  await executar(tx, editalWorkflow, {
    id,
    acao: "publicar",
    user,
    versao,
    linha: await linhaAtual(tx, id),
    set: { dtapublicacao: now },
  });
}

/** Closes a published tender once every enrolment has its published result. */
export async function encerrarEdital(tx: Tx, user: AuthUser, id: number, versao: number | undefined) {
  await executar(tx, editalWorkflow, { id, acao: "encerrar", user, versao, linha: await linhaAtual(tx, id) });
}
