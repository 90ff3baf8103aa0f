import "server-only";
import { createHash } from "node:crypto";
import { ZONA_SAO_PAULO } from "@/lib/format";
import { documentoDaParte, DocumentoPdf } from "../../../lib/pdf";

export type Protocolo = {
  edital: { numero_edital: string; titulo: string };
  candidatos: {
    empresa: { nomefantasia: string; cnpj: string | null };
    aprovados: string[];
    reprovados: string[];
  }[];
  avaliadores: string[];
  prazoRecurso: string;
  emitidoEm: Date;
};

const quando = (d: Date) =>
  new Intl.DateTimeFormat("pt-BR", {
    timeZone: ZONA_SAO_PAULO,
    dateStyle: "short",
    timeStyle: "short",
  }).format(d);
const dia = (iso: string) => iso.split("-").reverse().join("/");

/**
 * The SHA-256 of what the protocol attests (tender, candidates and their results, evaluators, when), so
 * a copy whose text was altered does not match the hash printed on it (a PDF cannot hold its own hash).
 */
export const hashDoProtocolo = (p: Protocolo) =>
  createHash("sha256")
    .update(JSON.stringify({ ...p, emitidoEm: p.emitidoEm.toISOString() }))
    .digest("hex");

/** The partial finish's protocol: the preliminary result of the enrolments it closed. */
export async function protocoloPdf(p: Protocolo) {
  const doc = await DocumentoPdf.criar(`Protocolo do edital ${p.edital.numero_edital}`, p.emitidoEm);
  doc
    .titulo("Protocolo de resultado preliminar")
    .campos([
      ["Edital", p.edital.numero_edital],
      ["Título", p.edital.titulo],
      ["Emitido em", `${quando(p.emitidoEm)} (horário de Brasília)`],
      ["Prazo de recurso", `até ${dia(p.prazoRecurso)}`],
    ])
    .secao("Candidatos")
    .tabela(
      [
        { titulo: "Empresa", largura: 4 },
        { titulo: "Serviços aprovados", largura: 4 },
        { titulo: "Serviços reprovados", largura: 4 },
      ],
      p.candidatos.map((c) => [
        `${c.empresa.nomefantasia}\n${documentoDaParte({ cnpj: c.empresa.cnpj, cpf: null })}`,
        c.aprovados.join("\n") || "—",
        c.reprovados.join("\n") || "—",
      ]),
    )
    .secao("Avaliadores")
    .paragrafo(p.avaliadores.join(", ") || "—")
    .secao("Verificação")
    .paragrafo(`SHA-256 do conteúdo: ${hashDoProtocolo(p)}`, { pequeno: true });
  return doc.salvar();
}
