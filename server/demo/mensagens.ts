import "server-only";
import { eq } from "drizzle-orm";
import type { GrupoMensagem, PapelMensagem } from "@/lib/regras/mensagem";
import type { Conn } from "../db/client";
import { empresa, mensagem, solicitacao } from "../db/schema";
import { enviarMensagem, marcarVisto } from "../modules/mensagem";
import { CLIENTE, GESTOR, PRESTADOR } from "./data/usuarios";
import { quem } from "./util";

/** The request in execution that cliente@ (Nexo Software) and prestador@ (Vértice) both follow. */
const SOLICITACAO = "2026-900020";
const VERTICE = "28732778000104";

/** `leu`: the author read the conversation before writing (else what came before stays unread for them). */
type Fala = { por: string; role: PapelMensagem; grupo: GrupoMensagem; texto: string; em: string; leu?: true };

// Each side has something unread: the manager's answer waits for the client, staff's request for the
// provider, who answered from the e-mail, and the provider's question for staff.
const CONVERSA: Fala[] = [
  {
    por: CLIENTE,
    role: "cliente",
    grupo: "CLIENTE_EQUIPE",
    texto:
      "Bom dia! A primeira etapa voltou para ajustes. Vocês conseguem acompanhar o novo prazo com o prestador?",
    em: "2026-11-18T12:10:00Z",
  },
  {
    por: GESTOR,
    role: "equipe",
    grupo: "CLIENTE_EQUIPE",
    texto: "Bom dia, Mariana. Já falamos com a Vértice: a entrega corrigida sai até sexta-feira.",
    em: "2026-11-18T14:32:00Z",
    leu: true,
  },
  {
    por: GESTOR,
    role: "equipe",
    grupo: "PRESTADOR_EQUIPE",
    texto: "Rafael, a cliente pediu ajustes na primeira etapa. Consegue reenviar até sexta-feira?",
    em: "2026-11-18T14:25:00Z",
  },
  {
    por: PRESTADOR,
    role: "prestador",
    grupo: "PRESTADOR_EQUIPE",
    texto: "Consigo, sim. Posso incluir a planilha de custos revisada como anexo da etapa?",
    em: "2026-11-19T09:05:00Z",
  },
];

/** Demo chat (issue 15): the conversations above, written through the chat's own service. Idempotent. */
export async function seedMensagens(db: Conn): Promise<void> {
  const [s] = await db
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(eq(solicitacao.nrosolicitacao, SOLICITACAO));
  const [jaTem] = await db
    .select({ id: mensagem.id })
    .from(mensagem)
    .where(eq(mensagem.solicitacaoId, s.id))
    .limit(1);
  if (jaTem) return;
  const [vertice] = await db.select({ id: empresa.id }).from(empresa).where(eq(empresa.cnpj, VERTICE));
  await db.transaction(async (tx) => {
    for (const f of CONVERSA) {
      const conversa = {
        solicitacao: s.id,
        role: f.role,
        grupo: f.grupo,
        prestador: f.grupo === "CLIENTE_EQUIPE" ? undefined : vertice.id,
      };
      const autor = await quem(tx, f.por);
      if (f.leu) await marcarVisto(tx, autor, conversa, new Date(f.em));
      await enviarMensagem(tx, autor, { ...conversa, texto: f.texto }, new Date(f.em));
    }
  });
}
