import type { OpenAPIHono } from "@hono/zod-openapi";
import { ACOES, type Access, type Acao } from "../authz/acoes";
import { operationId } from "./operacao";
import { RESUMOS } from "./resumos";
import { dominioDaTag, TAGS } from "./tags";

type Documento = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
type Operacao = { summary?: string; description?: string; tags?: string[] };

const METODOS = ["get", "post", "put", "patch", "delete"] as const;

const INFO = {
  title: "Hub API",
  version: "1.0.0",
  description: [
    "API do portal Hub: catálogo de serviços subsidiados, solicitações, propostas, contratos, pagamentos,",
    "execução, avaliação e credenciamento.",
    "",
    "Autenticação: `POST /api/hub/auth/login/` com `{username, password}` devolve um `token`; envie-o em",
    "`Authorization: Bearer <token>` nas demais chamadas. As operações públicas dispensam o token.",
    "",
    "Listas paginam com `page` e `page_size` e respondem `{count, next, previous, results}`. Erros respondem",
    "`{detail, type?, errors?}` com mensagens em português.",
  ].join("\n"),
};

const QUEM: Record<"public" | "authenticated", string> = {
  public: "Pública: não pede sessão.",
  authenticated: "Qualquer usuário com sessão.",
};
const quemPode = (acesso: Access) =>
  typeof acesso === "string"
    ? (QUEM[acesso as keyof typeof QUEM] ?? acesso)
    : `Grupos: ${acesso.join(", ")}.`;

/**
 * The served document as integrators read it: every operation with its pt-BR summary (RESUMOS), an
 * operationId derived from its method and path, its domain's tag, and the bearer scheme, or none where its
 * action is public in the permission table, so the document and the authorisation can never disagree.
 * `acaoDe` gives the action a route was built with ("METHOD /path/" without the base).
 */
export function documentar(documento: Documento, base: string, acaoDe: (rota: string) => Acao | undefined) {
  const usadas = new Set<string>();
  for (const [caminho, item] of Object.entries(documento.paths ?? {}))
    for (const metodo of METODOS) {
      const operacao = item[metodo] as Operacao | undefined;
      if (!operacao) continue;
      const rota = `${metodo.toUpperCase()} ${caminho.slice(base.length)}`;
      const acao = acaoDe(rota);
      const acesso = acao && ACOES[acao];
      const tags = (operacao.tags ?? []).map(dominioDaTag);
      tags.forEach((tag) => usadas.add(tag));
      Object.assign(operacao, {
        summary: RESUMOS[rota],
        operationId: operationId(metodo, caminho.slice(base.length)),
        tags,
        ...(acesso && {
          description: [operacao.description, `Permissão: ${quemPode(acesso)}`].filter(Boolean).join("\n\n"),
          security: acesso === "public" ? [] : [{ bearer: [] }],
        }),
      });
    }
  return {
    ...documento,
    info: INFO,
    // The paths carry the API's base, so the server is the portal's own root.
    servers: [{ url: "/", description: "Este portal" }],
    tags: Object.entries(TAGS)
      .filter(([nome]) => usadas.has(nome))
      .map(([name, [nome, description]]) => ({ name, "x-displayName": nome, description })),
  };
}
