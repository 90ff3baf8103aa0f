import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import { ROTULO_PAPEL } from "@/lib/regras/sas";
import { exportacao } from "../../lib/exportacao";
import { detalharVinculo, empresasDoCpf, listarVinculos, lotesDeVinculos } from "./consulta";
import {
  CpfQuery,
  EmpresaDoCpfSchema,
  VinculoDetalheSchema,
  VinculoIdParam,
  VinculoPage,
  VinculoQuery,
  VinculoSchema,
  VinculosQuery,
} from "./schemas";
import { checarVinculo } from "./service";

export const sasRoutes = new OpenAPIHono<HubEnv>();

// GET /sas/checar/vinculo/ – whether the person with a CPF is linked to the company with a CNPJ
leitura(
  sasRoutes,
  { path: "/sas/checar/vinculo/", acao: "cpf.consultar", tags: ["sas"], query: VinculoQuery },
  json(VinculoSchema, "Situação do vínculo"),
  async ({ db, user, query }) => {
    const { cnpj, cpf } = query;
    return checarVinculo(db, user, cnpj, cpf);
  },
);

// GET /sas/consultar/empresas/ – the companies a CPF is linked to (owner, managing partner), through the SAS driver
leitura(
  sasRoutes,
  { path: "/sas/consultar/empresas/", acao: "vinculo.consultar", tags: ["sas"], query: CpfQuery },
  json(z.array(EmpresaDoCpfSchema), "Empresas vinculadas ao CPF"),
  ({ db, query }) => empresasDoCpf(db, query.cpf),
);

// GET /sas/consultar/vinculos/ – people's links to companies, searched and filtered, paged; CPFs masked
leitura(
  sasRoutes,
  { path: "/sas/consultar/vinculos/", acao: "vinculo.consultar", tags: ["sas"], query: VinculosQuery },
  json(VinculoPage, "Vínculos de CPF"),
  ({ db, query, pagina }) => {
    const { search, papel, cpf } = query;
    return pagina((win) => listarVinculos(db, { search, papel, cpf }, win));
  },
);

// GET /sas/consultar/vinculos/export/ – the list's links (its filters, every page) as an XLSX, CPFs masked
// (before {id}/, which would take "export")
exportacao(sasRoutes, {
  path: "/sas/consultar/vinculos/export/",
  acao: "vinculo.consultar",
  tags: ["sas"],
  query: VinculosQuery,
  arquivo: "vinculos-de-cpf",
  nome: { singular: "Vínculo", plural: "Vínculos de CPF" },
  lotes: (db, { search, papel, cpf }) => lotesDeVinculos(db, { search, papel, cpf }),
  colunas: [
    { titulo: "Pessoa", largura: 32, valor: (v) => `${v.pessoa.nome} ${v.pessoa.sobrenome}`.trim() },
    { titulo: "CPF", largura: 16, valor: (v) => v.pessoa.cpf_mask },
    { titulo: "Papel", largura: 28, valor: (v) => ROTULO_PAPEL[v.papel] },
    { titulo: "Empresa", largura: 32, valor: (v) => v.empresa.nomefantasia },
    { titulo: "Razão social", largura: 40, valor: (v) => v.empresa.razaosocial },
    { titulo: "CNPJ/CPF da empresa", largura: 22, valor: (v) => v.empresa.cnpj_mask ?? v.empresa.cpf_mask },
  ],
});

// GET /sas/consultar/vinculos/{id}/ – one link; the CPF in full to those who read CPFs in full
leitura(
  sasRoutes,
  { path: "/sas/consultar/vinculos/{id}/", acao: "vinculo.consultar", tags: ["sas"], params: VinculoIdParam },
  json(VinculoDetalheSchema, "Vínculo de CPF"),
  ({ db, user, params }) => detalharVinculo(db, user, params.id),
);
