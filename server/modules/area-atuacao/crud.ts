import "server-only";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { areaAtuacao, areaAtuacaoGestor, empresa, servico, usuario } from "../../db/schema";
import type { HubEnv } from "../../lib/context";
import { crud } from "../../lib/crud";
import { vinculo } from "../../lib/crud-vinculo";
import { ordemSemAcento } from "../../lib/search";
import { colunasDoGestor, gestorDoVinculo } from "./gestores";
import { AreaAtuacaoBody, AreaAtuacaoGestorSchema, AreaAtuacaoSchema } from "./schemas";

const tags = ["area-atuacao"];
const acoes = { ler: "referencia.listar", gerir: "cadastro.administrar" } as const;
const entidade = "area_atuacao";
const existe = async (conn: Conn, id: number) => (await conn.$count(areaAtuacao, eq(areaAtuacao.id, id))) > 0;

/** Companies and services keep the area they name: one they name is archived, not deleted. */
const emUso = async (conn: Conn, id: number) =>
  (await conn.$count(empresa, eq(empresa.areaAtuacaoId, id))) +
    (await conn.$count(servico, eq(servico.areaAtuacaoId, id))) >
  0;

/** Areas of activity (SPEC §3) and the managers who answer for each. */
export function rotasDeCadastro(router: OpenAPIHono<HubEnv>) {
  // /area-atuacao/gestor/ – GET, POST; DELETE {id}/ (before the area's {id} routes)
  vinculo(router, {
    path: "/area-atuacao/gestor/",
    tags,
    acoes,
    entidade,
    tabela: areaAtuacaoGestor,
    id: areaAtuacaoGestor.id,
    dono: { campo: "area", coluna: areaAtuacaoGestor.areaId, existe },
    alvo: gestorDoVinculo(areaAtuacaoGestor.usuarioId),
    item: AreaAtuacaoGestorSchema,
    nomeItem: "AreaAtuacaoGestor",
    ler: (conn, onde, win) => {
      const q = conn
        .select({
          id: areaAtuacaoGestor.id,
          area: { id: areaAtuacao.id, descricao: areaAtuacao.descricao },
          gestor: colunasDoGestor,
        })
        .from(areaAtuacaoGestor)
        .innerJoin(areaAtuacao, eq(areaAtuacao.id, areaAtuacaoGestor.areaId))
        .innerJoin(usuario, eq(usuario.id, areaAtuacaoGestor.usuarioId))
        .where(onde)
        .orderBy(asc(ordemSemAcento(areaAtuacao.descricao)), asc(usuario.nome), asc(areaAtuacaoGestor.id))
        .$dynamic();
      return win ? q.limit(win.limit).offset(win.offset) : q;
    },
  });

  crud(router, {
    path: "/area-atuacao/",
    tags,
    acoes,
    entidade,
    nome: { singular: "Área de atuação", plural: "Áreas de atuação", artigo: "a" },
    tabela: areaAtuacao,
    id: areaAtuacao.id,
    ativo: areaAtuacao.ativo,
    unico: areaAtuacao.descricao,
    item: AreaAtuacaoSchema,
    nomeItem: "AreaAtuacao",
    corpo: AreaAtuacaoBody,
    rotulos: { descricao: "Descrição", ativo: "Ativa" },
    busca: [areaAtuacao.descricao],
    ordens: { descricao: ordemSemAcento(areaAtuacao.descricao), id: areaAtuacao.id },
    ler: (conn, onde, ordem, win) => {
      const q = conn
        .select({
          id: areaAtuacao.id,
          descricao: areaAtuacao.descricao,
          ativo: areaAtuacao.ativo,
          empresas: conn.$count(empresa, eq(empresa.areaAtuacaoId, areaAtuacao.id)),
          servicos: conn.$count(servico, eq(servico.areaAtuacaoId, areaAtuacao.id)),
        })
        .from(areaAtuacao)
        .where(onde)
        .orderBy(...ordem)
        .$dynamic();
      return win ? q.limit(win.limit).offset(win.offset) : q;
    },
    emUso,
    exportar: {
      arquivo: "areas-de-atuacao",
      colunas: [
        { titulo: "Descrição", largura: 40, valor: (a) => a.descricao as string },
        { titulo: "Situação", largura: 12, valor: (a) => (a.ativo ? "Ativa" : "Arquivada") },
        { titulo: "Empresas", largura: 12, tipo: "inteiro", valor: (a) => a.empresas as number },
        { titulo: "Serviços", largura: 12, tipo: "inteiro", valor: (a) => a.servicos as number },
      ],
    },
  });
}
