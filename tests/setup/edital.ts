import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import {
  arquivo,
  editalArquivo,
  editalDocumento,
  editalEtapa,
  editalGrupo,
  servico,
  usuario,
} from "@/server/db/schema";
import { criarEdital, editalWorkflow, EditalBody } from "@/server/modules/edital";
import type { AuthUser } from "@/server/lib/context";
import { executar } from "@/server/lib/workflow";

// A tender as a test needs it, written through the module's own creation (as staff would) and published
// through its workflow: two stages, the default one (two groups) and a technical one tied to the first
// service, with the demo's evaluator.

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

/** The body of a complete tender over `servicos`, stages from `inicio` (DD/MM/AAAA days computed by the caller). */
export const corpoDeEdital = (numero: string, servicos: number[], avaliadores: number[]) =>
  EditalBody.parse({
    numero_edital: numero,
    titulo: `Credenciamento de consultorias ${numero}`,
    objeto: "Credenciar empresas de consultoria para os serviços do programa.",
    servicos,
    avaliadores,
    etapas: [
      {
        titulo: "Habilitação Jurídica e Fiscal",
        ordem: 1,
        data_inicio: "01/01/2026",
        data_fim: "31/12/2027",
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
              { nome: "Certificado de regularidade do FGTS", tipos: ["pdf", "imagem"], obrigatorio: false },
            ],
          },
        ],
      },
      {
        titulo: "Capacidade técnica",
        tipo_etapa: "HABILIDADE_TECNICA",
        ordem: 2,
        data_inicio: "01/01/2028",
        data_fim: "31/12/2028",
        grupos: [
          {
            titulo: "Atestados",
            ordem: 1,
            servico: servicos[0],
            documentos: [{ nome: "Atestado de capacidade técnica", tipos: ["pdf"] }],
          },
        ],
      },
    ],
  });

/** A published tender over the first `quantos` active services, evaluated by avaliador@hub.example. */
export async function editalPublicado(db: Db, numero = `${Date.now() % 1_000_000}/2026`, quantos = 2) {
  const [gestor] = await db.select().from(usuario).where(eq(usuario.email, "gestor@hub.example"));
  const [avaliador] = await db.select().from(usuario).where(eq(usuario.email, "avaliador@hub.example"));
  const servicos = (
    await db
      .select({ id: servico.id })
      .from(servico)
      .where(eq(servico.ativo, true))
      .orderBy(asc(servico.id))
      .limit(quantos)
  ).map((s) => s.id);
  const user: AuthUser = { ...gestor, groups: [{ id: 1, name: "gestor" }], tokenId: 0 };
  const id = await db.transaction(async (tx) => {
    const novo = await criarEdital(tx, user, corpoDeEdital(numero, servicos, [avaliador.id]), new Date());
    const [a] = await tx
      .insert(arquivo)
      .values({
        nome: "edital.pdf",
        tipo: "application/pdf",
        tamanho: PDF.length,
        sha256: "0".repeat(64),
        bytes: PDF,
      })
      .returning({ id: arquivo.id });
    await tx
      .insert(editalArquivo)
      .values({ editalId: novo, arquivoId: a.id, tipo: "EDITAL", titulo: "Edital" });
    await executar(tx, editalWorkflow, {
      id: novo,
      acao: "publicar",
      user,
      linha: { pendencias: [], inscricoesAbertas: 0 },
      set: { dtapublicacao: new Date() },
    });
    return novo;
  });
  const etapas = await db
    .select()
    .from(editalEtapa)
    .where(eq(editalEtapa.editalId, id))
    .orderBy(asc(editalEtapa.ordem));
  const grupos = await db
    .select()
    .from(editalGrupo)
    .where(
      inArray(
        editalGrupo.etapaId,
        etapas.map((e) => e.id),
      ),
    );
  const documentos = await db
    .select()
    .from(editalDocumento)
    .where(
      inArray(
        editalDocumento.grupoId,
        grupos.map((g) => g.id),
      ),
    )
    .orderBy(asc(editalDocumento.id));
  return { id, servicos, avaliadorId: avaliador.id, etapas, grupos, documentos };
}
