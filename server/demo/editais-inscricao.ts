import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { formatDate } from "@/lib/format";
import type { Conn } from "../db/client";
import { edital, editalArquivo, empresa, servico, usuario } from "../db/schema";
import { DIA_MS } from "../lib/dia";
import { saveFile } from "../lib/files";
import { executar } from "../lib/workflow";
import {
  agirNoDocumento,
  criarEdital,
  documentosDe,
  EditalBody,
  editalWorkflow,
  inscrever,
  passarEtapa,
  pendenciasDoEdital,
} from "../modules/edital";
import { PRESTADOR_2 } from "./data/usuarios";
import { documento, quem } from "./util";

/** Tenders open for enrolment, evaluated by avaliador@: one per viewport of the browser test, and the demo's. */
export const EDITAIS_ABERTOS = ["12/2026", "13/2026"] as const;
const SERVICOS = ["Transformação Digital de Processos", "Gestão da Qualidade e Padronização de Processos"];

const dia = (agora: Date, dias: number) => formatDate(new Date(agora.getTime() + dias * DIA_MS));

const corpo = (numero: string, servicos: number[], avaliador: number, agora: Date) =>
  EditalBody.parse({
    numero_edital: numero,
    titulo: `Credenciamento de consultorias em gestão — Edital ${numero}`,
    objeto:
      "Credenciar empresas de consultoria para atender pequenos negócios nos serviços de transformação digital e de gestão da qualidade do programa.",
    servicos,
    avaliadores: [avaliador],
    etapas: [
      {
        titulo: "Habilitação Jurídica e Fiscal",
        ordem: 1,
        data_inicio: dia(agora, -10),
        data_fim: dia(agora, 60),
        grupos: [
          {
            titulo: "Habilitação Jurídica",
            ordem: 1,
            documentos: [
              { nome: "Contrato social", descricao: "Com a última alteração registrada.", tipos: ["pdf"] },
            ],
          },
          {
            titulo: "Habilitação Fiscal",
            ordem: 2,
            documentos: [
              {
                nome: "Certidão negativa de débitos federais",
                tipos: ["pdf"],
                expira: true,
                validade_dias: 180,
              },
              { nome: "Certificado de regularidade do FGTS", tipos: ["pdf", "imagem"], obrigatorio: false },
            ],
          },
        ],
      },
      {
        titulo: "Capacidade técnica",
        tipo_etapa: "HABILIDADE_TECNICA",
        ordem: 2,
        data_inicio: dia(agora, 61),
        data_fim: dia(agora, 120),
        grupos: [
          {
            titulo: "Atestados",
            ordem: 1,
            documentos: [{ nome: "Atestado de capacidade técnica", tipos: ["pdf"] }],
          },
        ],
      },
    ],
  });

/**
 * Open tenders (needs the catalogue and the demo's companies): published through their workflow, with
 * stage dates around the seed's day so they stay open; in the first, Mentora (helena.prado@) has sent its
 * first stage, which waits for avaliador@. Tenders already there are kept.
 */
export async function seedEditaisInscricao(db: Conn): Promise<void> {
  const agora = new Date();
  const gestor = await quem(db, "gestor@hub.example");
  const [avaliador] = await db.select().from(usuario).where(eq(usuario.email, "avaliador@hub.example"));
  const servicos = (
    await db
      .select({ id: servico.id })
      .from(servico)
      .where(inArray(servico.titulo, SERVICOS))
      .orderBy(asc(servico.id))
  ).map((s) => s.id);
  for (const numero of EDITAIS_ABERTOS) {
    const [existe] = await db.select({ id: edital.id }).from(edital).where(eq(edital.numeroEdital, numero));
    if (existe) continue;
    await db.transaction(async (tx) => {
      const id = await criarEdital(tx, gestor, corpo(numero, servicos, avaliador.id, agora), agora);
      const aviso = await documento(
        `edital-${numero.replace("/", "-")}`,
        `Edital ${numero}`,
        "Regras do credenciamento.",
        agora,
      );
      const a = await saveFile(tx, aviso, { kind: "pdf", usuarioId: gestor.id });
      await tx
        .insert(editalArquivo)
        .values({ editalId: id, arquivoId: a.id, tipo: "EDITAL", titulo: "Edital" });
      await executar(tx, editalWorkflow, {
        id,
        acao: "publicar",
        user: gestor,
        linha: { pendencias: await pendenciasDoEdital(tx, id), inscricoesAbertas: 0 },
        set: { dtapublicacao: agora },
      });
      if (numero !== EDITAIS_ABERTOS[0]) return;
      const helena = await quem(tx, PRESTADOR_2);
      const [mentora] = await tx
        .select({ id: empresa.id })
        .from(empresa)
        .where(and(eq(empresa.tipo, "PRESTADOR"), eq(empresa.nomefantasia, "Mentora Inovação")));
      if (!mentora) return;
      const inscricao = await inscrever(tx, helena, { edital: id, empresa: mentora.id, servicos }, agora);
      const documentos = await documentosDe(tx, [inscricao.id]);
      const primeira = documentos[0].etapaId;
      for (const d of documentos)
        if (d.etapaId === primeira && d.documento.obrigatorio)
          await agirNoDocumento(
            tx,
            helena,
            d.id,
            {
              acao: "enviar",
              arquivo: await documento(
                d.documento.nome,
                d.documento.nome,
                `Mentora — ${d.documento.nome}.`,
                agora,
              ),
            },
            undefined,
            agora,
          );
      await passarEtapa(tx, helena, inscricao.id, primeira, undefined, agora);
    });
  }
}
