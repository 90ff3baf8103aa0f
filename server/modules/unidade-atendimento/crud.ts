import "server-only";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Conn } from "../../db/client";
import {
  cidade,
  estado,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  unidadeAtendimentoGestor,
  usuario,
} from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { crud } from "../../lib/crud";
import { vinculo } from "../../lib/crud-vinculo";
import { ordemSemAcento } from "../../lib/search";
import { colunasDoGestor, gestorDoVinculo } from "../area-atuacao";
import { cidadesDasUnidades, comGestoresEmDia } from "../usuario";
import {
  UnidadeAtendimentoBody,
  UnidadeAtendimentoCidadeSchema,
  UnidadeAtendimentoFiltro,
  UnidadeAtendimentoGestorSchema,
  UnidadeAtendimentoSchema,
} from "./schemas";
import { buscaDeUnidade, lerUnidades, unidadeEmUso, unidadesDoGestor } from "./service";

const tags = ["unidade-atendimento"];
const acoes = { ler: "referencia.listar", gerir: "cadastro.administrar" } as const;
const entidade = "unidade_atendimento";
const unidade = { id: unidadeAtendimento.id, descricao: unidadeAtendimento.descricao };
/** A change of a unit (its situation, its managers) moves the managers of its cities' open requests along. */
const daUnidade = async <T>(conn: Conn, id: number, mudar: () => Promise<T>) =>
  comGestoresEmDia(conn, await cidadesDasUnidades(conn, [id]), mudar);
const existe = async (conn: Conn, id: number) =>
  (await conn.$count(unidadeAtendimento, eq(unidadeAtendimento.id, id))) > 0;

/** "Florianópolis (SC)", or why the city cannot be linked. */
async function nomeDaCidade(conn: Conn, id: number) {
  const [c] = await conn
    .select({ nome: cidade.nome, uf: estado.sigla })
    .from(cidade)
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .where(eq(cidade.id, id));
  return c ? { nome: `${c.nome} (${c.uf})` } : { erro: "Cidade não encontrada." };
}

/** A city belongs to one unit: linking it to another names the unit that has it. */
async function cidadeDeOutraUnidade(conn: Conn, cidadeId: number, donoId: number) {
  const [outra] = await conn
    .select({ descricao: unidadeAtendimento.descricao })
    .from(unidadeAtendimentoCidade)
    .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoCidade.unidadeId))
    .where(and(eq(unidadeAtendimentoCidade.cidadeId, cidadeId), ne(unidadeAtendimento.id, donoId)));
  if (!outra) return null;
  const { nome } = (await nomeDaCidade(conn, cidadeId)) as { nome: string };
  return `${nome} já pertence à ${outra.descricao}; retire-a de lá antes.`;
}

/**
 * Service units (SPEC §3: descricao, cities, managers), the cities each serves and its managers. The queue's
 * unit filter, the consultants' reach (server/authz/escopo.ts) and the dashboards' counters read the links as
 * they are, and the triggers of migrations 0026 and 0029 recount and renew the queue's cache on every change;
 * the open requests' responsible managers, which are stored, follow each change (usuario's comGestoresEmDia).
 */
export function rotasDeCadastro(router: OpenAPIHono<HubEnv>) {
  // /unidade-atendimento/cidade/ – GET, POST; DELETE {id}/ (before the unit's {id} routes)
  vinculo(router, {
    path: "/unidade-atendimento/cidade/",
    tags,
    acoes,
    entidade,
    tabela: unidadeAtendimentoCidade,
    id: unidadeAtendimentoCidade.id,
    dono: { campo: "unidade", coluna: unidadeAtendimentoCidade.unidadeId, existe },
    alvo: {
      campo: "cidade",
      coluna: unidadeAtendimentoCidade.cidadeId,
      rotulo: "Cidade",
      nome: nomeDaCidade,
    },
    item: UnidadeAtendimentoCidadeSchema,
    nomeItem: "UnidadeAtendimentoCidade",
    conflito: cidadeDeOutraUnidade,
    acompanhar: (conn, { alvo }, mudar) => comGestoresEmDia(conn, [alvo], mudar),
    ler: (conn, onde, win) => {
      const q = conn
        .select({
          id: unidadeAtendimentoCidade.id,
          unidade,
          cidade: { id: cidade.id, nome: cidade.nome, estado: estado.sigla },
        })
        .from(unidadeAtendimentoCidade)
        .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoCidade.unidadeId))
        .innerJoin(cidade, eq(cidade.id, unidadeAtendimentoCidade.cidadeId))
        .innerJoin(estado, eq(estado.id, cidade.estadoId))
        .where(onde)
        .orderBy(asc(ordemSemAcento(cidade.nome)), asc(unidadeAtendimentoCidade.id))
        .$dynamic();
      return win ? q.limit(win.limit).offset(win.offset) : q;
    },
  });

  // /unidade-atendimento/gestor/ – GET, POST; DELETE {id}/
  vinculo(router, {
    path: "/unidade-atendimento/gestor/",
    tags,
    acoes,
    entidade,
    tabela: unidadeAtendimentoGestor,
    id: unidadeAtendimentoGestor.id,
    dono: { campo: "unidade", coluna: unidadeAtendimentoGestor.unidadeId, existe },
    alvo: gestorDoVinculo(unidadeAtendimentoGestor.usuarioId),
    acompanhar: (conn, { dono }, mudar) => daUnidade(conn, dono, mudar),
    item: UnidadeAtendimentoGestorSchema,
    nomeItem: "UnidadeAtendimentoGestor",
    ler: (conn, onde, win) => {
      const q = conn
        .select({ id: unidadeAtendimentoGestor.id, unidade, gestor: colunasDoGestor })
        .from(unidadeAtendimentoGestor)
        .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoGestor.unidadeId))
        .innerJoin(usuario, eq(usuario.id, unidadeAtendimentoGestor.usuarioId))
        .where(onde)
        .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(unidadeAtendimentoGestor.id))
        .$dynamic();
      return win ? q.limit(win.limit).offset(win.offset) : q;
    },
  });

  crud(router, {
    path: "/unidade-atendimento/",
    tags,
    acoes,
    entidade,
    nome: { singular: "Unidade de atendimento", plural: "Unidades de atendimento", artigo: "a" },
    tabela: unidadeAtendimento,
    id: unidadeAtendimento.id,
    ativo: unidadeAtendimento.ativo,
    unico: unidadeAtendimento.descricao,
    item: UnidadeAtendimentoSchema,
    nomeItem: "UnidadeAtendimento",
    corpo: UnidadeAtendimentoBody,
    rotulos: { descricao: "Descrição", ativo: "Ativa" },
    busca: buscaDeUnidade,
    filtros: {
      query: UnidadeAtendimentoFiltro,
      onde: (conn, f) => [f.gestor ? unidadesDoGestor(conn, f.gestor) : undefined],
    },
    ordens: { descricao: unidadeAtendimento.descricao, id: unidadeAtendimento.id },
    ler: lerUnidades,
    acompanhar: daUnidade,
    emUso: unidadeEmUso,
    exportar: {
      arquivo: "unidades-de-atendimento",
      colunas: [
        { titulo: "Descrição", largura: 40, valor: (u) => u.descricao as string },
        { titulo: "Situação", largura: 12, valor: (u) => (u.ativo ? "Ativa" : "Arquivada") },
        {
          titulo: "Cidades",
          largura: 60,
          valor: (u) =>
            (u.cidades as { nome: string; estado: string }[])
              .map((c) => `${c.nome} (${c.estado})`)
              .join(", "),
        },
        {
          titulo: "Gestores",
          largura: 40,
          valor: (u) =>
            (u.gestores as { nome: string; sobrenome: string }[])
              .map((g) => `${g.nome} ${g.sobrenome}`)
              .join(", "),
        },
      ],
    },
  });
}
