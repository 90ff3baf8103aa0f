// The counters per manager and per service unit the database keeps for the coordinator's dashboard
// (migration 0026), beside the counts they stand for after every kind of change.
import { describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  empresa,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
} from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarSolicitacao, empresaId, substatusSolicitacaoId, usuarioId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();

type Linha = { grupo: number; substatus: number; total: number };

async function linhas(consulta: ReturnType<typeof sql>) {
  const { rows } = (await api.db.execute(consulta)) as unknown as { rows: Linha[] };
  return Object.fromEntries(
    rows.filter((r) => Number(r.total) !== 0).map((r) => [`${r.grupo}/${r.substatus}`, Number(r.total)]),
  );
}

/** What the counters say and what a count over the requests finds, per (manager or unit, substatus). */
async function contagens() {
  return {
    gestores: {
      guardadas: await linhas(
        sql`select usuario_id as grupo, substatus_id as substatus, total from solicitacao_gestor_contagem`,
      ),
      reais: await linhas(sql`
        select g.usuario_id as grupo, s.substatus_id as substatus, count(*) as total
        from solicitacao_gestor g join solicitacao s on s.id = g.solicitacao_id group by 1, 2`),
    },
    unidades: {
      guardadas: await linhas(
        sql`select unidade_id as grupo, substatus_id as substatus, total from solicitacao_unidade_contagem`,
      ),
      reais: await linhas(sql`
        select p.unidade_id as grupo, s.substatus_id as substatus, count(*) as total
        from (
          select distinct se.solicitacao_id, uc.unidade_id
          from solicitacao_empresa se
          join empresa e on e.id = se.empresa_id
          join unidade_atendimento_cidade uc on uc.cidade_id = e.cidade_id
        ) p join solicitacao s on s.id = p.solicitacao_id group by 1, 2`),
    },
  };
}

async function conferir() {
  const c = await contagens();
  expect(c.gestores.guardadas).toEqual(c.gestores.reais);
  expect(c.unidades.guardadas).toEqual(c.unidades.reais);
  return c;
}

const cidadeDe = async (nome: string) =>
  (await api.db.select({ id: empresa.cidadeId }).from(empresa).where(eq(empresa.nomefantasia, nome)))[0].id;
const unidadeId = async (descricao: string) =>
  (
    await api.db
      .select({ id: unidadeAtendimento.id })
      .from(unidadeAtendimento)
      .where(eq(unidadeAtendimento.descricao, descricao))
  )[0].id;

describe("the coordinator's counters per manager and per unit", () => {
  it("follow new requests and links, changes of state, companies, cities and deletes", async () => {
    const [sabor, nexo, malha, autoPecas] = await Promise.all(
      ["Sabor da Ilha", "Nexo Software", "Malha Norte", "Auto Peças Curitibana"].map((n) =>
        empresaId(api.db, n),
      ),
    );
    const [gestor, gustavo] = [
      await usuarioId(api.db, "gestor@hub.example"),
      await usuarioId(api.db, "gustavo.schneider@hub.example"),
    ];
    const analise = await substatusSolicitacaoId(api.db, "AGUARDANDO_ANALISE");
    const floripa = await unidadeId("Unidade Florianópolis");
    const norte = await unidadeId("Unidade Norte Catarinense");
    const antes = await conferir();

    // Sabor da Ilha and Nexo are both in the Florianópolis unit's cities: B counts there once.
    const a = await criarSolicitacao(api.db, { empresas: [sabor] });
    const b = await criarSolicitacao(api.db, { empresas: [sabor, nexo, malha] });
    const c = await criarSolicitacao(api.db, { empresas: [autoPecas] });
    await api.db.insert(solicitacaoGestor).values([
      { solicitacaoId: a, usuarioId: gestor },
      { solicitacaoId: a, usuarioId: gustavo },
      { solicitacaoId: b, usuarioId: gestor },
      { solicitacaoId: c, usuarioId: gustavo },
    ]);
    let agora = await conferir();
    const chave = (grupo: number) => `${grupo}/${analise}`;
    expect(agora.unidades.guardadas[chave(floripa)]).toBe(
      (antes.unidades.guardadas[chave(floripa)] ?? 0) + 2,
    );
    expect(agora.unidades.guardadas[chave(norte)]).toBe((antes.unidades.guardadas[chave(norte)] ?? 0) + 1);
    expect(agora.gestores.guardadas[chave(gestor)]).toBe((antes.gestores.guardadas[chave(gestor)] ?? 0) + 2);

    // Changes of state, several rows in one statement; a change that keeps the state moves nothing.
    await api.db
      .update(solicitacao)
      .set({ substatusId: await substatusSolicitacaoId(api.db, "DEVOLVIDA_CLIENTE") })
      .where(inArray(solicitacao.id, [a, b]));
    await api.db
      .update(solicitacao)
      .set({ versao: sql`${solicitacao.versao} + 1` })
      .where(eq(solicitacao.id, c));
    await conferir();

    // A manager leaves a request; a company joins one (a new unit for C, none for A) and one leaves B.
    await api.db
      .delete(solicitacaoGestor)
      .where(and(eq(solicitacaoGestor.solicitacaoId, a), eq(solicitacaoGestor.usuarioId, gustavo)));
    await api.db.insert(solicitacaoEmpresa).values([
      { solicitacaoId: c, empresaId: sabor },
      { solicitacaoId: a, empresaId: nexo },
    ]);
    await api.db
      .delete(solicitacaoEmpresa)
      .where(and(eq(solicitacaoEmpresa.solicitacaoId, b), eq(solicitacaoEmpresa.empresaId, malha)));
    agora = await conferir();
    expect(agora.unidades.guardadas[chave(norte)] ?? 0).toBe(antes.unidades.guardadas[chave(norte)] ?? 0);

    // A company moves to another city; a unit loses a city and gets it back.
    await api.db
      .update(empresa)
      .set({ cidadeId: await cidadeDe("Malha Norte") })
      .where(eq(empresa.id, autoPecas));
    await conferir();
    const cidade = await cidadeDe("Sabor da Ilha");
    await api.db
      .delete(unidadeAtendimentoCidade)
      .where(
        and(eq(unidadeAtendimentoCidade.unidadeId, floripa), eq(unidadeAtendimentoCidade.cidadeId, cidade)),
      );
    await conferir();
    await api.db.insert(unidadeAtendimentoCidade).values({ unidadeId: floripa, cidadeId: cidade });
    await conferir();

    // Deleted requests take their links with them, and their counts.
    await api.db.delete(solicitacao).where(inArray(solicitacao.id, [a, b, c]));
    agora = await conferir();
    expect(agora).toEqual(antes);
  });
});
