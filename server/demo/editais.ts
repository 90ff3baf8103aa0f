import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SituacaoDocumentoInscricao, SituacaoInscricao } from "@/lib/regras/edital";
import type { Conn, Tx } from "../db/client";
import {
  edital,
  editalArquivo,
  editalDocumento,
  editalEtapa,
  editalGrupo,
  empresa,
  inscricao,
  inscricaoDocumento,
  inscricaoServico,
  servico,
} from "../db/schema";
import { idsBy, need } from "../db/referencia";
import { DIA_MS } from "../lib/dia";
import { saveGenerated } from "../lib/files";
import { substatusId } from "../lib/status";
import { executar, registrarCriacao } from "../lib/workflow";
import {
  criarEdital,
  EditalBody,
  editalWorkflow,
  finalizarParcial,
  publicarIndividual,
} from "../modules/edital";
import { GESTOR, PRESTADOR, PRESTADOR_2 } from "./data/usuarios";
import { documento, quem } from "./util";

const VERTICE = "28732778000104";
const MENTORA = "82743702000120";
const CONECTA = "82731670000142";
const AVALIADOR = "avaliador@hub.example";
/** Under evaluation: Vértice concluded (AVALIADA), Mentora's stage sent and waiting for avaliador@. */
const EM_AVALIACAO = { numero: "01/2026", servicos: ["SRV-008", "SRV-009"] };
/** Results published: Conecta accredited in SRV-011 and refused in SRV-009 (a capacity document rejected). */
const PUBLICADO = { numero: "02/2025", servicos: ["SRV-011", "SRV-009"] };

/** `dias` days from `agora`, as the editor writes stage dates (DD/MM/AAAA) or as columns keep them (ISO). */
const br = (agora: Date, dias: number) =>
  new Date(agora.getTime() + dias * DIA_MS).toISOString().slice(0, 10).split("-").reverse().join("/");
const iso = (agora: Date, dias: number) =>
  new Date(agora.getTime() + dias * DIA_MS).toISOString().slice(0, 10);

/** A one-stage tender over `servicos`: the default stage's two groups and one proving capacity in the second service. */
const corpo = (
  numero: string,
  titulo: string,
  servicos: number[],
  avaliador: number,
  agora: Date,
  de: number,
) =>
  EditalBody.parse({
    numero_edital: numero,
    titulo,
    objeto: "Credenciar empresas de consultoria para os serviços do programa listados neste edital.",
    servicos,
    avaliadores: [avaliador],
    etapas: [
      {
        titulo: "Habilitação Jurídica e Fiscal",
        ordem: 1,
        data_inicio: br(agora, de),
        data_fim: br(agora, de + 60),
        grupos: [
          {
            titulo: "Habilitação Jurídica",
            ordem: 1,
            documentos: [{ nome: "Contrato social", tipos: ["pdf"] }],
          },
          {
            titulo: "Habilitação Fiscal",
            ordem: 2,
            documentos: [
              { nome: "Certidão negativa de débitos", tipos: ["pdf"], expira: true, validade_dias: 180 },
              {
                nome: "Certificado de regularidade do FGTS",
                tipos: ["pdf"],
                expira: true,
                validade_dias: 30,
              },
            ],
          },
          {
            titulo: "Capacidade técnica",
            ordem: 3,
            servico: servicos[1],
            documentos: [{ nome: "Atestado de capacidade técnica", tipos: ["pdf"] }],
          },
        ],
      },
    ],
  });

/**
 * A tender written and published through the module's creation and workflow, as staff would (the demo's,
 * and the result tests' own).
 */
export async function editalPublicado(
  tx: Tx,
  o: { numero: string; titulo: string; servicos: number[]; de: number },
  agora: Date,
) {
  const gestor = await quem(tx, GESTOR);
  const avaliador = await quem(tx, AVALIADOR);
  const id = await criarEdital(
    tx,
    gestor,
    corpo(o.numero, o.titulo, o.servicos, avaliador.id, agora, o.de),
    agora,
  );
  const pdf = await documento(`edital-${o.numero}`, `Edital ${o.numero}`, o.titulo, agora);
  const arquivo = await saveGenerated(tx, {
    nome: pdf.name,
    tipo: "application/pdf",
    bytes: new Uint8Array(await pdf.arrayBuffer()),
    usuarioId: gestor.id,
    now: agora,
  });
  await tx
    .insert(editalArquivo)
    .values({ editalId: id, arquivoId: arquivo.id, tipo: "EDITAL", titulo: "Edital" });
  await executar(tx, editalWorkflow, {
    id,
    acao: "publicar",
    user: gestor,
    linha: { pendencias: [], inscricoesAbertas: 0 },
    set: { dtapublicacao: agora },
  });
  return id;
}

export type DocumentoDoEdital = { id: number; nome: string; expira: boolean; servico: number | null };

/**
 * An enrolment written straight to the tables (the enrolment and evaluation services are another part's):
 * its services, one row per document of the tender in the state `documento` gives, and its creation's
 * history. The demo and the result's tests build the enrolments they need with it.
 */
export async function inscreverDireto(
  tx: Tx,
  o: {
    edital: number;
    empresa: number;
    servicos: number[];
    situacao: SituacaoInscricao;
    avaliador: number;
    usuario: number;
    documento: (d: DocumentoDoEdital) => { situacao: SituacaoDocumentoInscricao; validade?: string };
    agora: Date;
  },
) {
  const [etapa] = await tx
    .select({ id: editalEtapa.id })
    .from(editalEtapa)
    .where(eq(editalEtapa.editalId, o.edital))
    .orderBy(asc(editalEtapa.ordem))
    .limit(1);
  const documentos = await tx
    .select({
      id: editalDocumento.id,
      nome: editalDocumento.nome,
      expira: editalDocumento.expira,
      servico: editalGrupo.servicoId,
    })
    .from(editalDocumento)
    .innerJoin(editalGrupo, eq(editalGrupo.id, editalDocumento.grupoId))
    .innerJoin(editalEtapa, eq(editalEtapa.id, editalGrupo.etapaId))
    .where(eq(editalEtapa.editalId, o.edital))
    .orderBy(asc(editalDocumento.id));
  const [criada] = await tx
    .insert(inscricao)
    .values({
      editalId: o.edital,
      empresaId: o.empresa,
      substatusId: await substatusId(tx, "inscricao", o.situacao),
      etapaAtualId: etapa.id,
      avaliadorId: o.avaliador,
      usuarioId: o.usuario,
      dtainclusao: o.agora,
    })
    .returning({ id: inscricao.id });
  await tx
    .insert(inscricaoServico)
    .values(o.servicos.map((servicoId) => ({ inscricaoId: criada.id, servicoId })));
  const pdf = await documento(
    "documento",
    "Documento da inscrição",
    "Documento enviado na inscrição.",
    o.agora,
  );
  const arquivo = await saveGenerated(tx, {
    nome: pdf.name,
    tipo: "application/pdf",
    bytes: new Uint8Array(await pdf.arrayBuffer()),
    usuarioId: o.usuario,
    now: o.agora,
  });
  for (const d of documentos) {
    const { situacao, validade } = o.documento(d);
    const decidido = situacao !== "PENDENTE" && situacao !== "ENVIADO";
    await tx.insert(inscricaoDocumento).values({
      inscricaoId: criada.id,
      documentoId: d.id,
      substatusId: await substatusId(tx, "documento_inscricao", situacao),
      arquivoId: situacao === "PENDENTE" ? null : arquivo.id,
      motivo: situacao === "REJEITADO" ? "O atestado não comprova a capacidade no serviço." : null,
      validade: validade ?? null,
      avaliadorId: decidido ? o.avaliador : null,
      dtaenvio: situacao === "PENDENTE" ? null : o.agora,
      dtadecisao: decidido ? o.agora : null,
    });
  }
  await registrarCriacao(tx, {
    entidade: "inscricao",
    entidadeId: criada.id,
    acao: "INSCREVER",
    para: "EM_INSCRICAO",
    usuarioId: o.usuario,
  });
  return criada.id;
}

/**
 * The tenders of the results' screens (issue 45, item 6): one under evaluation by avaliador@ (Vértice's
 * enrolment concluded, waiting for the partial finish; Mentora's stage sent, waiting for the evaluator) and
 * one with its results published (Conecta accredited in one service, refused in the other, one of its
 * documents expired and one about to). Needs `seedEmpresas`; a tender already there is kept.
 */
export async function seedEditais(db: Conn): Promise<void> {
  const [ja] = await db
    .select({ id: edital.id })
    .from(edital)
    .where(eq(edital.numeroEdital, EM_AVALIACAO.numero));
  if (ja) return;
  const agora = new Date();
  const empresas = await idsBy(db, empresa, empresa.cnpj, [VERTICE, MENTORA, CONECTA]);
  const servicos = await idsBy(db, servico, servico.codigo, [
    ...EM_AVALIACAO.servicos,
    ...PUBLICADO.servicos,
  ]);
  const ids = (codigos: string[]) => codigos.map((c) => need(servicos, c, "serviço"));
  await db.transaction(async (tx) => {
    const avaliador = (await quem(tx, AVALIADOR)).id;
    const gestor = await quem(tx, GESTOR);
    const emAvaliacao = await editalPublicado(
      tx,
      {
        numero: EM_AVALIACAO.numero,
        titulo: "Credenciamento em comércio eletrônico e inovação",
        servicos: ids(EM_AVALIACAO.servicos),
        de: -30,
      },
      agora,
    );
    await inscreverDireto(tx, {
      edital: emAvaliacao,
      empresa: need(empresas, VERTICE, "empresa"),
      servicos: ids(EM_AVALIACAO.servicos),
      situacao: "AVALIADA",
      avaliador,
      usuario: (await quem(tx, PRESTADOR)).id,
      documento: (d) => ({ situacao: "ACEITO", validade: d.expira ? iso(agora, 150) : undefined }),
      agora,
    });
    await inscreverDireto(tx, {
      edital: emAvaliacao,
      empresa: need(empresas, MENTORA, "empresa"),
      servicos: ids(EM_AVALIACAO.servicos),
      situacao: "EM_AVALIACAO",
      avaliador,
      usuario: (await quem(tx, PRESTADOR_2)).id,
      documento: () => ({ situacao: "ENVIADO" }),
      agora,
    });

    const publicado = await editalPublicado(
      tx,
      {
        numero: PUBLICADO.numero,
        titulo: "Credenciamento em regularização sanitária e inovação",
        servicos: ids(PUBLICADO.servicos),
        de: -150,
      },
      agora,
    );
    const conecta = await inscreverDireto(tx, {
      edital: publicado,
      empresa: need(empresas, CONECTA, "empresa"),
      servicos: ids(PUBLICADO.servicos),
      situacao: "AVALIADA",
      avaliador,
      usuario: gestor.id,
      // The capacity document (tied to the second service) rejected; the certidão expired 3 days ago, the
      // FGTS certificate expires in 20.
      documento: (d) => ({
        situacao: d.servico ? "REJEITADO" : "ACEITO",
        validade: d.nome.startsWith("Certidão") ? iso(agora, -3) : d.expira ? iso(agora, 20) : undefined,
      }),
      agora: new Date(agora.getTime() - 90 * DIA_MS),
    });
    // The partial finish 40 days ago (its appeal period long over), the result published today.
    await finalizarParcial(tx, gestor, publicado, new Date(agora.getTime() - 40 * DIA_MS));
    await publicarIndividual(tx, gestor, publicado, conecta, agora);
  });
}
