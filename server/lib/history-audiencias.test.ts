import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { projeto } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { eventosDoCatalogo } from "./evento";
import { audienciasDoCodigo, readHistory, writeHistory, type Audiencia } from "./history";

const api = usarApiDeTeste();
const LEITORES: Audiencia[] = ["cliente", "prestador", "equipe", "avaliador"];

// Every workflow whose table the app declares, by the entity its history rows name.
const WORKFLOWS = [
  "solicitacao",
  "diagnostico",
  "proposta",
  "pagamento",
  "etapa_projeto",
  "nota",
  "credenciamento",
];

describe("each party's view of a workflow's history holds only the rows declared for it", () => {
  it.each(WORKFLOWS)("%s", async (entidade) => {
    // Every code of the table, written as the engine writes it, then read by each audience.
    const codigos = eventosDoCatalogo()
      .filter((n) => n.startsWith(`${entidade}.`))
      .map((n) => n.slice(entidade.length + 1))
      .filter((c) => !c.startsWith("ALERTA_"))
      .filter((c) => `${entidade}.${c}` !== "contrato.ASSINAR");
    expect(codigos.length).toBeGreaterThan(1);
    const id = 900_000 + WORKFLOWS.indexOf(entidade);
    await writeHistory(
      api.db,
      codigos.map((acao) => ({
        entidade,
        entidadeId: id,
        acao,
        audiencias: audienciasDoCodigo(entidade, acao),
      })),
    );
    for (const leitor of LEITORES) {
      const lidas = (await readHistory(api.db, [[entidade, id]], leitor)).map((h) => h.acao);
      expect(lidas.sort(), `${entidade} lido por ${leitor}`).toEqual(
        codigos.filter((c) => audienciasDoCodigo(entidade, c).includes(leitor)).sort(),
      );
    }
    // No evaluator reads a sale's history; staff read every row.
    expect(await readHistory(api.db, [[entidade, id]], "avaliador")).toEqual([]);
    expect(await readHistory(api.db, [[entidade, id]], "equipe")).toHaveLength(codigos.length);
  });

  it("keeps what a client was asked and the proposals' negotiation off the provider's project page", () => {
    for (const c of ["DEVOLVER", "RESPOSTA_CLIENTE", "PROPOSTA_SELECIONADA", "NEGOCIAR", "NOVA_RODADA"])
      expect(audienciasDoCodigo("solicitacao", c)).toEqual(["cliente", "equipe"]);
    for (const c of ["ALTERAR_CENTROCUSTO", "ALTERAR_RESPONSAVEIS", "DOCUMENTO_INCLUIDO"])
      expect(audienciasDoCodigo("solicitacao", c)).toEqual(["equipe"]);
    expect(audienciasDoCodigo("proposta", "CRIAR")).toEqual(["prestador", "equipe"]);
    expect(audienciasDoCodigo("credenciamento", "RECUSAR")).toEqual(["prestador", "equipe"]);
  });
});

describe("through the API", () => {
  it("a provider's project page, the client's request and staff's detail each show their own rows", async () => {
    const id = await criarProjetoComEtapas(api.db, {
      nro: "2026-AUD-1",
      empresas: ["Sabor da Ilha"],
      prestador: "Vértice Consultoria",
      etapas: ["PENDENTE"],
    });
    const [{ solicitacaoId: s }] = await api.db
      .select({ solicitacaoId: projeto.solicitacaoId })
      .from(projeto)
      .where(eq(projeto.id, id));
    const linha = (acao: string, motivo: string) => ({
      entidade: "solicitacao",
      entidadeId: s,
      acao,
      motivo,
      audiencias: audienciasDoCodigo("solicitacao", acao),
    });
    await writeHistory(api.db, [
      linha("DEVOLVER", "Falta o faturamento."),
      linha("PROPOSTA_SELECIONADA", "Escolhida a proposta de outro prestador."),
      linha("ALTERAR_CENTROCUSTO", "CC-2026-001"),
      linha("AUTORIZAR_EXECUCAO", "Pode começar."),
    ]);
    const motivos = (h: { motivo: string | null }[]) => h.map((x) => x.motivo).filter(Boolean);

    const prestador = await api.login("prestador@hub.example");
    const doPrestador = await api.get("/projeto/externo/{id}/", { path: { id }, token: prestador });
    expect(doPrestador.status).toBe(200);
    expect(motivos(doPrestador.body.historico)).toEqual(["Pode começar."]);

    const cliente = await api.login("cliente@hub.example");
    const doCliente = await api.get("/projeto/externo/{id}/", { path: { id }, token: cliente });
    expect(motivos(doCliente.body.historico)).toEqual([
      "Falta o faturamento.",
      "Escolhida a proposta de outro prestador.",
      "Pode começar.",
    ]);

    const gestor = await api.login("gestor@hub.example");
    const daEquipe = await api.get("/solicitacao/interno/detalhe/{id}/", { path: { id: s }, token: gestor });
    expect(motivos(daEquipe.body.historico)).toEqual([
      "Falta o faturamento.",
      "Escolhida a proposta de outro prestador.",
      "CC-2026-001",
      "Pode começar.",
    ]);
  });
});
