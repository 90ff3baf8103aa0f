import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, escrita, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { IdParam } from "../../../lib/params";
import { adicionarConsultor, removerConsultor } from "./cadastro";
import { credenciarConsultor, descredenciarConsultor } from "./credenciamento";
import {
  ConsultorBody,
  ConsultorDoServicoPage,
  ConsultorPage,
  ConsultorQuery,
  ConsultorSchema,
  CredenciarBody,
  EmpresaServicoParams,
} from "./schemas";
import { consultoresDoServico, exigirPrestadora, listarConsultores } from "./service";

/** A provider's consultants and their accreditation per service: the provider keeps them, staff read them. */
export const consultorRoutes = new OpenAPIHono<HubEnv>();
const tags = ["empresa"];

// POST /empresa/consultor/adicionar/ – the provider adds a consultant to its company (CPF unique in it)
escrita(
  consultorRoutes,
  {
    method: "post",
    path: "/empresa/consultor/adicionar/",
    acao: "consultor.gerir",
    tags,
    body: corpo(ConsultorBody),
  },
  {
    201: json(ConsultorSchema, "Consultor adicionado"),
    409: json(ErrorSchema, "CPF já cadastrado na empresa"),
  },
  ({ db, user, body }) => adicionarConsultor(db, user, body),
);

// POST /empresa/consultor/credenciar/ – the provider asks a consultant's accreditation for one of its services
escrita(
  consultorRoutes,
  {
    method: "post",
    path: "/empresa/consultor/credenciar/",
    acao: "consultor.gerir",
    tags,
    body: corpo(CredenciarBody),
  },
  {
    200: json(ConsultorSchema, "O consultor com seus credenciamentos"),
    409: json(ErrorSchema, "Credenciamento já feito ou solicitado"),
  },
  ({ db, user, body, now }) => credenciarConsultor(db, user, body, now),
);

// Withdrawing one accreditation and removing the consultant with all of them answer alike: 204, nothing else.
const REMOCOES = [
  { caminho: "descredenciar", descricao: "Credenciamento retirado", remover: descredenciarConsultor },
  { caminho: "remover", descricao: "Consultor removido", remover: removerConsultor },
];

for (const { caminho, descricao, remover } of REMOCOES)
  // DELETE /empresa/consultor/{id}/descredenciar/ – withdraws one accreditation ({id}: the accreditation)
  // DELETE /empresa/consultor/{id}/remover/ – removes a consultant and its accreditations ({id}: the consultant)
  escrita(
    consultorRoutes,
    {
      method: "delete",
      path: `/empresa/consultor/{id}/${caminho}/`,
      acao: "consultor.gerir",
      tags,
      params: IdParam,
    },
    { 204: { description: descricao } },
    async ({ db, user, params }) => {
      await remover(db, user, params.id);
      return null;
    },
  );

// GET /empresa/{id}/consultor/list/ – a provider company's consultants with their accreditations, by name
leitura(
  consultorRoutes,
  {
    path: "/empresa/{id}/consultor/list/",
    acao: "consultor.ver",
    tags,
    query: ConsultorQuery,
    params: IdParam,
  },
  json(ConsultorPage, "Consultores da empresa"),
  async ({ db, user, params, query, pagina }) => {
    await exigirPrestadora(db, user, params.id, "leitura");
    return pagina((win) => listarConsultores(db, user, params.id, query, win));
  },
);

// GET /empresa/{empresa}/{servico}/consultor/list/ – the company's consultants, each flagged if accredited for the service
leitura(
  consultorRoutes,
  {
    path: "/empresa/{empresa}/{servico}/consultor/list/",
    acao: "consultor.ver",
    tags,
    query: ConsultorQuery,
    params: EmpresaServicoParams,
  },
  json(ConsultorDoServicoPage, "Consultores da empresa para o serviço"),
  async ({ db, user, params, query, pagina }) => {
    await exigirPrestadora(db, user, params.empresa, "leitura");
    return pagina((win) => consultoresDoServico(db, params.empresa, params.servico, query, win));
  },
);
