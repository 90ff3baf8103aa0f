import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { historico, projetoEtapa, solicitacao, substatus } from "@/server/db/schema";
import { arquivo as arquivoDe, PDF, PNG } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let nro = 920000;

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
  token.mentora = await api.login("helena.prado@hub.example");
});

/** A project of cliente@'s Sabor da Ilha by prestador@'s Vértice with one stage to deliver: its ids. */
async function umaEtapa() {
  const projeto = await criarProjetoComEtapas(api.db, {
    nro: `2026-${++nro}`,
    empresas: ["Sabor da Ilha"],
    prestador: "Vértice Consultoria",
    etapas: ["PENDENTE"],
  });
  const [e] = await api.db.select().from(projetoEtapa).where(eq(projetoEtapa.projetoId, projeto));
  return { projeto, etapa: e.id };
}

const estado = async (etapa: number) =>
  (
    await api.db
      .select({ codigo: substatus.codigo, versao: projetoEtapa.versao, arquivoId: projetoEtapa.arquivoId })
      .from(projetoEtapa)
      .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
      .where(eq(projetoEtapa.id, etapa))
  )[0];

const base = (x: { projeto: number; etapa: number }) => `/projeto/externo/${x.projeto}/etapa/${x.etapa}`;
const entregar = (
  x: { projeto: number; etapa: number },
  who = "prestador",
  arquivo = arquivoDe(PDF, "entrega.pdf"),
) => api.form("PATCH", `${base(x)}/envia/arquivo/`, { token: token[who], fields: { arquivo } });
const avaliar = (
  x: { projeto: number; etapa: number },
  acao: string,
  who = "cliente",
  body?: unknown,
  versao?: number,
) =>
  api.call("PATCH", `${base(x)}/${acao}/`, {
    token: token[who],
    body,
    headers: versao === undefined ? undefined : { "if-match": String(versao) },
  });

describe("stage deliveries", () => {
  it("the provider delivers, the client returns it saying what to fix, the provider resends, the client approves", async () => {
    const x = await umaEtapa();
    expect((await avaliar(x, "aprovar")).status).toBe(409);
    expect((await entregar(x, "cliente")).status).toBe(403);
    expect((await entregar(x, "mentora")).status).toBe(404);
    const exe = await api.form("PATCH", `${base(x)}/envia/arquivo/`, {
      token: token.prestador,
      fields: {
        arquivo: new File([new TextEncoder().encode("MZ\u0090\u0000")], "entrega.pdf", {
          type: "application/pdf",
        }),
      },
    });
    expect(exe.status).toBe(422);

    expect((await entregar(x)).status).toBe(204);
    expect((await estado(x.etapa)).codigo).toBe("ENTREGUE");
    const baixado = await api.app.request(`/api/hub${base(x)}/arquivo/`, {
      headers: { [CABECALHO_PAR]: "10.0.0.1", authorization: `Bearer ${token.cliente}` },
    });
    expect(new Uint8Array(await baixado.arrayBuffer())).toEqual(PDF);

    const semMotivo = await avaliar(x, "devolver", "cliente", {});
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.body.errors.motivo).toBeDefined();
    expect(
      (await avaliar(x, "devolver", "prestador", { motivo: "Faltou a planilha de custos." })).status,
    ).toBe(403);
    expect((await avaliar(x, "devolver", "cliente", { motivo: "Faltou a planilha de custos." })).status).toBe(
      204,
    );
    expect((await estado(x.etapa)).codigo).toBe("DEVOLVIDA");
    const [devolucao] = await api.db
      .select({ motivo: historico.motivo })
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "etapa_projeto"),
          eq(historico.entidadeId, x.etapa),
          eq(historico.acao, "DEVOLVER"),
        ),
      );
    expect(devolucao.motivo).toBe("Faltou a planilha de custos.");

    expect((await entregar(x, "prestador", arquivoDe(PNG, "entrega.png", "image/png"))).status).toBe(204);
    const reenviada = await estado(x.etapa);
    expect(reenviada.codigo).toBe("ENTREGUE");
    expect((await avaliar(x, "aprovar", "cliente", undefined, reenviada.versao - 1)).status).toBe(409);
    expect((await avaliar(x, "aprovar", "cliente", undefined, reenviada.versao)).status).toBe(204);
    expect((await estado(x.etapa)).codigo).toBe("APROVADA");
    expect((await entregar(x)).status).toBe(409);

    const detalhe = await api.call("GET", `/projeto/externo/${x.projeto}/`, { token: token.prestador });
    expect(detalhe.body.etapas[0]).toMatchObject({ situacao: "APROVADA", tem_entrega: true });
    expect(detalhe.body.historico.map((h: { acao: string }) => h.acao)).toEqual(
      expect.arrayContaining(["ENTREGAR", "DEVOLVER", "APROVAR"]),
    );
  });

  it("approves a delivery once when the client approves it twice at once; nothing moves outside execution", async () => {
    const x = await umaEtapa();
    await entregar(x);
    const duas = await Promise.all([avaliar(x, "aprovar"), avaliar(x, "aprovar")]);
    expect(duas.map((r) => r.status).sort()).toEqual([204, 409]);
    const aprovacoes = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "etapa_projeto"),
          eq(historico.entidadeId, x.etapa),
          eq(historico.acao, "APROVAR"),
        ),
      );
    expect(aprovacoes.length).toBe(1);

    const y = await umaEtapa();
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "CANCELADA") })
      .where(eq(solicitacao.nrosolicitacao, `2026-${nro}`));
    const cancelada = await entregar(y);
    expect(cancelada.status).toBe(409);
    expect(cancelada.body.detail).toBe("O projeto não está em execução.");
  });

  it("sends the project for evaluation only when every stage is approved, by its provider", async () => {
    const x = await umaEtapa();
    const finalizar = (who: string) =>
      api.call("PUT", `/projeto/externo/${x.projeto}/finaliza/`, { token: token[who] });
    const cedo = await finalizar("prestador");
    expect(cedo.status).toBe(422);
    expect(cedo.body.detail).toBe(
      "Envie o projeto para avaliação depois que o cliente aprovar todas as etapas (0 de 1 aprovadas).",
    );
    await entregar(x);
    await avaliar(x, "aprovar");
    expect((await finalizar("cliente")).status).toBe(403);
    expect((await finalizar("mentora")).status).toBe(404);
    expect((await finalizar("prestador")).status).toBe(204);
    const [s] = await api.db
      .select({ codigo: substatus.codigo })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.nrosolicitacao, `2026-${nro}`));
    expect(s.codigo).toBe("AGUARDANDO_AVALIACAO");
    expect((await finalizar("prestador")).status).toBe(409);
  });
});
