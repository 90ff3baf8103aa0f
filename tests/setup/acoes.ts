import { and, asc, eq } from "drizzle-orm";
import {
  centroCusto,
  empresa,
  historico,
  modeloOferta,
  reservaCentroCusto,
  servico,
  solicitacao,
  substatus,
  usuario,
} from "@/server/db/schema";
import { createTestApi, usarNoArquivo } from "./api";
import { criarSolicitacao, perguntasDosServicosDoDemo, saldosDoCentro } from "./construtores";

export const MARCO = new Date("2026-03-10T12:00:00Z");
export const MOTIVO = "Faltou informar o faturamento mensal da empresa.";
const EMAILS = ["cliente", "prestador", "consultor", "gestor", "coordenador", "interno"] as const;
type Papel = (typeof EMAILS)[number];

/**
 * A test API with the demo data, signed-in tokens for each group and shortcuts to create requests,
 * put them in a substatus and read what the staff actions change (history, balances, reservations).
 */
export async function acoesFixture() {
  const api = await createTestApi();
  api.setNow(MARCO);
  const token = {} as Record<Papel, string>;
  for (const papel of EMAILS) token[papel] = await api.login(`${papel}@hub.example`);
  const usuarios = await api.db.select().from(usuario);
  const usuarioId = (email: string) => usuarios.find((u) => u.email === email)!.id;
  const empresas = await api.db.select({ id: empresa.id, nome: empresa.nomefantasia }).from(empresa);
  const empresaId = (nome: string) => empresas.find((e) => e.nome === nome)!.id;
  const ofertas = await api.db
    .select({ id: modeloOferta.id, titulo: modeloOferta.titulo, servicoId: servico.id })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId));
  const oferta = (titulo: string) => ofertas.find((o) => o.titulo === titulo)!;
  const centros = await api.db.select({ id: centroCusto.id, codigo: centroCusto.codigo }).from(centroCusto);
  const centroId = (codigo: string) => centros.find((c) => c.codigo === codigo)!.id;
  const perguntas = await perguntasDosServicosDoDemo(api.db);
  const respostasPara = (servicoId: number) =>
    perguntas
      .filter((p) => p.servicoId === servicoId)
      .map((p) => ({
        pergunta: p.id,
        resposta: { NUMERO: "12", SIM_NAO: "Sim", OPCAO: p.opcoes.split("|")[0], TEXTO: "Texto livre" }[
          p.tipoResposta
        ],
      }));

  /** A request sent by cliente@hub.example from the cart, waiting for analysis. */
  const criar = async (empresaNome = "Sabor da Ilha", titulo = "Fluxo de Caixa Essencial") => {
    const o = oferta(titulo);
    const res = await api.post("/solicitacao/externo/enviar/", {
      token: token.cliente,
      body: {
        modelos: [
          {
            empresa: empresaId(empresaNome),
            modelo_oferta: o.id,
            objetivo: "Organizar o controle financeiro da empresa.",
            perguntas: respostasPara(o.servicoId),
          },
        ],
      },
    });
    if (res.status !== 201) throw new Error(`enviar: ${res.status} ${JSON.stringify(res.error)}`);
    return res.body.results[0].id;
  };

  /** A request of a company cliente@hub.example has no link to, written straight to the database. */
  const criarDeOutro = (empresaNome = "Mercado Bom Preço") =>
    criarSolicitacao(api.db, { empresas: [empresaId(empresaNome)], objetivo: "Pedido de outra empresa." });

  /** Puts the request straight into a substatus (as if the earlier steps had run). */
  const colocarEm = async (id: number, codigo: string) => {
    const substatusId = await api.substatusId("solicitacao", codigo);
    await api.db.update(solicitacao).set({ substatusId }).where(eq(solicitacao.id, id));
  };

  const linha = async (id: number) => {
    const [row] = await api.db
      .select({ s: solicitacao, substatus: substatus.codigo })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.id, id));
    return { ...row.s, substatus: row.substatus };
  };

  const historicoDe = (id: number, entidade = "solicitacao") =>
    api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidade, entidade), eq(historico.entidadeId, id)))
      .orderBy(asc(historico.id));

  const saldo = async (codigo: string) => (await saldosDoCentro(api.db, codigo)).saldo;

  const reservas = (id: number) =>
    api.db
      .select()
      .from(reservaCentroCusto)
      .where(eq(reservaCentroCusto.solicitacaoId, id))
      .orderBy(asc(reservaCentroCusto.id));

  return {
    api,
    token,
    usuarioId,
    empresaId,
    oferta,
    centroId,
    respostasPara,
    criar,
    criarDeOutro,
    colocarEm,
    linha,
    historicoDe,
    saldo,
    reservas,
  };
}

export type AcoesFixture = Awaited<ReturnType<typeof acoesFixture>>;

/** The actions fixture of this file, built once before its tests and closed after them. */
export const usarAcoesFixture = () => usarNoArquivo(acoesFixture, (f) => f.api.close());
