// The pages bench:web measures: every page a party works on, each signed in as its demo user through the login
// form, with the ids of the demo data it opens read from the API as that user.
import type { Cookie } from "@playwright/test";
import {
  acompanhamentoPath,
  AREAS_PATH,
  AVALIACAO_PATH,
  CENTROS_CUSTO_PATH,
  DIAGNOSTICOS_PATH,
  EMPRESAS_PATH,
  FILA_PATH,
  MY_REQUESTS_PATH,
  PERGUNTAS_PATH,
  PREFERENCIAS_PATH,
  PROJETOS_PATH,
  PROPOSTAS_PATH,
  SERVICOS_ADMIN_PATH,
  UNIDADES_PATH,
  USUARIOS_PATH,
} from "@/lib/paths";
import { EDITAL } from "@/lib/regras/edital";
import { DEMO_PASSWORD } from "@/server/demo";
import type { Navegador } from "./web-lighthouse.mts";

/** A page measured: its name in the report, its address, whose session, and its route in the build's stats. */
export type Pagina = { nome: string; url: string; cookies: Cookie[]; rota?: string };

const PAPEIS = ["cliente", "prestador", "gestor", "coordenador", "avaliador", "admin"] as const;
type Papel = (typeof PAPEIS)[number];

// The demo's request waiting for the client's share (server/demo/contratacao.ts).
const A_PAGAR = "2026-900018";

/** A call of the API as the user with these cookies (no cookies: a visitor); its JSON, or an error. */
async function chamar<T>(base: string, caminho: string, cookies: Cookie[], corpo?: unknown): Promise<T> {
  const token = cookies.find((c) => c.name === "hub-token")?.value;
  const res = await fetch(`${base}/api/hub${caminho}`, {
    method: corpo ? "POST" : "GET",
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(corpo ? { "Content-Type": "application/json" } : {}),
    },
    body: corpo ? JSON.stringify(corpo) : undefined,
  });
  if (!res.ok) throw new Error(`${caminho}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** The first id of a list of the API, as the user with these cookies. */
async function primeiroId(base: string, caminho: string, cookies: Cookie[] = []): Promise<number> {
  const id = (await chamar<{ results: { id: number }[] }>(base, caminho, cookies)).results[0]?.id;
  if (!id) throw new Error(`${caminho}: nenhum item`);
  return id;
}

/**
 * The pages, in the order they are measured, ending with the two baselines: `/` with its scripts removed
 * (`semJs`) and the framework's floor (`piso`).
 */
export async function paginasDoBench(
  navegador: Navegador,
  base: string,
  baselines: { semJs: string; piso: string },
): Promise<Pagina[]> {
  const sessao = {} as Record<Papel, Cookie[]>;
  for (const papel of PAPEIS)
    sessao[papel] = await navegador.entrar(base, `${papel}@hub.example`, DEMO_PASSWORD);
  const id = (caminho: string, papel?: Papel) => primeiroId(base, caminho, papel ? sessao[papel] : []);

  const oferta = await id("/servico/?page_size=1");
  const pedido = await id("/solicitacao/interno/pendentes/?page_size=1", "gestor");
  const oportunidade = await id("/proposta/externo/?page_size=1", "prestador");
  const projetoCliente = await id("/projeto/externo/?page_size=1", "cliente");
  const projetoPrestador = await id("/projeto/externo/?page_size=1", "prestador");
  const aPagar = await id(`/solicitacao/externo/?search=${A_PAGAR}`, "cliente");
  const link = await chamar<{ url: string }>(base, "/pagamento/interno/gera-link/", sessao.gestor, {
    solicitacao: aPagar,
  });
  const edital = await id(`/credenciamento/edital/list/?situacao=${EDITAL.PUBLICADO}&page_size=1`);
  const servico = await id("/servico/?page_size=1", "admin");

  // [name, path, whose session, route in the build's stats (when the path has an id)]
  const paginas: [string, string, Papel | null, string?][] = [
    ["/", "/", null],
    ["oferta", `/servicos/${oferta}`, null, "/servicos/[id]"],
    ["/login", "/login", null],
    ["/carrinho", "/carrinho", null],
    ["link de pagamento", new URL(link.url, base).pathname, null, "/pagamento/[token]"],
    ["editais", "/editais", null],
    ["edital", `/editais/${edital}`, null, "/editais/[id]"],
    ["solicitações do cliente", MY_REQUESTS_PATH, "cliente"],
    ["pagamento do cliente", `${MY_REQUESTS_PATH}/${aPagar}`, "cliente", `${MY_REQUESTS_PATH}/[id]`],
    ["painel do cliente", "/externo/cliente", "cliente"],
    ["projetos do cliente", PROJETOS_PATH.cliente, "cliente"],
    [
      "projeto do cliente",
      `${PROJETOS_PATH.cliente}/${projetoCliente}`,
      "cliente",
      `${PROJETOS_PATH.cliente}/[id]`,
    ],
    ["notificações", PREFERENCIAS_PATH, "cliente"],
    ["painel do prestador", "/externo/prestador", "prestador"],
    ["propostas do prestador", PROPOSTAS_PATH, "prestador"],
    [
      "cotação do prestador",
      `${PROPOSTAS_PATH}/solicitacao/${oportunidade}`,
      "prestador",
      `${PROPOSTAS_PATH}/solicitacao/[id]`,
    ],
    ["diagnósticos do prestador", DIAGNOSTICOS_PATH.prestador, "prestador"],
    ["projetos do prestador", PROJETOS_PATH.prestador, "prestador"],
    [
      "projeto do prestador",
      `${PROJETOS_PATH.prestador}/${projetoPrestador}`,
      "prestador",
      `${PROJETOS_PATH.prestador}/[id]`,
    ],
    [
      "inscrição em edital",
      `/credenciamento/editais/${edital}/inscricao`,
      "prestador",
      "/credenciamento/editais/[id]/inscricao",
    ],
    ["fila", FILA_PATH, "gestor"],
    ["solicitação (gestor)", `${FILA_PATH}/${pedido}`, "gestor", `${FILA_PATH}/[id]`],
    ["painel do gestor", "/interno/gestor", "gestor"],
    ["painel do coordenador", "/interno/coordenador", "coordenador"],
    ["acompanhamento de saldos", acompanhamentoPath(CENTROS_CUSTO_PATH.interno), "gestor"],
    ["painel do avaliador", AVALIACAO_PATH, "avaliador"],
    ["avaliações do avaliador", `${AVALIACAO_PATH}/avaliacoes`, "avaliador"],
    ["painel do administrador", "/admin", "admin"],
    ["usuários", USUARIOS_PATH, "admin"],
    ["serviços", SERVICOS_ADMIN_PATH, "admin"],
    ["serviço (formulário)", `${SERVICOS_ADMIN_PATH}/${servico}`, "admin", `${SERVICOS_ADMIN_PATH}/[id]`],
    ["áreas de atuação", AREAS_PATH, "admin"],
    ["unidades", UNIDADES_PATH, "admin"],
    ["perguntas", PERGUNTAS_PATH, "admin"],
    ["empresas (admin)", EMPRESAS_PATH.admin, "admin"],
  ];
  return [
    ...paginas.map(([nome, caminho, papel, rota]) => ({
      nome: papel ? `${nome} (${papel})` : nome,
      url: `${base}${caminho}`,
      cookies: papel ? sessao[papel] : [],
      rota: rota ?? caminho,
    })),
    { nome: "/ sem JavaScript (base)", url: baselines.semJs, cookies: [] },
    { nome: PISO_NOME, url: baselines.piso, cookies: [] },
  ];
}

/** The framework's floor's name in the report: every page's score is read against it. */
export const PISO_NOME = "Next sem o portal (piso)";
