// The mixed load's table (bench:mista): every kind of call the simulated users make, whose call it is (the
// role), whether it reads or writes, and its weight. Reads weigh 90 in all, writes 10, so nine calls in ten
// read; each kind's call is built from the bench's data (alvos.mts) when it is drawn.
import type { Alvos } from "./alvos.mts";

export const PAPEIS = [
  "cliente",
  "prestador",
  "gestor",
  "coordenador",
  "consultor",
  "admin",
  "avaliador",
] as const;
export type Papel = (typeof PAPEIS)[number];

/** What a successful write adds to the database, counted to check that nothing was lost (conferencia.mts). */
export type Efeito = Partial<Record<"solicitacoes" | "mensagens" | "transicoes" | "documentos", number>>;

/** One call as sent: a JSON body or a multipart form, the status that means success, what it writes. */
export type Chamada = {
  metodo: "GET" | "POST" | "PUT" | "PATCH";
  caminho: string;
  json?: unknown;
  form?: Record<string, string | Blob>;
  esperado: number;
  efeito?: Efeito;
  /** Runs after a success (a request moved from one pool of targets to another). */
  depois?: (corpo: unknown) => void;
};

export type Tipo = {
  nome: string;
  papel: Papel;
  natureza: "leitura" | "escrita";
  peso: number;
  /** The call, or null when no target is free for it now (the draw is made again). */
  montar: (a: Alvos, sortear: (n: number) => number) => Chamada | null;
};

const um = <T,>(lista: readonly T[], sortear: (n: number) => number) => lista[sortear(lista.length)];
const pagina = (sortear: (n: number) => number) => 1 + sortear(5);
const BUSCAS = ["Bench 1", "Empresa Bench 2", "B-00", "Fluxo", "Marketing", "Bench 77"];
const DESCRICAO = "Planilha de acompanhamento anexada pela equipe durante a carga mista.";
const TEXTO = "Mensagem da carga mista: alguma novidade sobre o andamento da solicitação?";

/** Takes a target out of a pool (no other user acts on it meanwhile), or null when the pool is empty. */
const tirar = (pool: number[], sortear: (n: number) => number) =>
  pool.length ? pool.splice(sortear(pool.length), 1)[0] : null;

/** A transition by a user of `papel` that moves a request of the `de` pool to the `para` one. */
const transicao = (
  nome: string,
  papel: Papel,
  de: (a: Alvos) => number[],
  para: (a: Alvos) => number[],
  caminho: (id: number) => string,
  json: unknown,
): Tipo => ({
  nome,
  papel,
  natureza: "escrita",
  peso: 2,
  montar: (a, sortear) => {
    const id = tirar(de(a), sortear);
    if (id === null) return null;
    return {
      metodo: "PATCH",
      caminho: caminho(id),
      json,
      esperado: 200,
      efeito: { transicoes: 1 },
      // A failed one stays out of the pools: where it stands is not known.
      depois: () => para(a).push(id),
    };
  },
});

/** A page, a search or a filter a user of `papel` reads: a GET answered 200. */
const leitura = (
  nome: string,
  papel: Papel,
  peso: number,
  caminho: (a: Alvos, sortear: (n: number) => number) => string,
): Tipo => ({
  nome,
  papel,
  natureza: "leitura",
  peso,
  montar: (a, s) => ({ metodo: "GET", caminho: caminho(a, s), esperado: 200 }),
});

/** A message in the conversation between the client and staff about one of the client's open requests. */
const mensagem = (nome: string, papel: Papel, role: "cliente" | "equipe"): Tipo => ({
  nome,
  papel,
  natureza: "escrita",
  peso: 1,
  montar: (a, s) => ({
    metodo: "POST",
    caminho: "/mensagem/enviar/",
    form: { solicitacao: String(um(a.abertasDoCliente, s)), role, grupo: "CLIENTE_EQUIPE", texto: TEXTO },
    esperado: 201,
    efeito: { mensagens: 1 },
  }),
});

export const MISTURA: readonly Tipo[] = [
  // Staff: the queue and its filters, a request's detail, the dashboards, cost centres and companies.
  leitura("fila", "gestor", 10, (_, s) => `/solicitacao/interno/pendentes/?page=${pagina(s)}`),
  leitura(
    "fila filtro",
    "gestor",
    8,
    (a, s) => `/solicitacao/interno/pendentes/?status=${um(a.status, s)}&page=${1 + s(3)}`,
  ),
  leitura(
    "fila busca",
    "coordenador",
    5,
    (_, s) => `/solicitacao/interno/pendentes/?search=${encodeURIComponent(um(BUSCAS, s))}`,
  ),
  leitura(
    "detalhe interno",
    "gestor",
    10,
    (a, s) => `/solicitacao/interno/detalhe/${um(a.solicitacoes, s)}/`,
  ),
  leitura("dash gestor", "gestor", 2, () => "/dash/interno/gestor/"),
  leitura("dash coordenador", "coordenador", 2, () => "/dash/interno/coordenador/"),
  leitura("centros de custo", "coordenador", 2, () => "/centrocusto/interno/"),
  leitura("empresas", "coordenador", 2, (_, s) => `/empresa/interno/busca/empresa/?page=${pagina(s)}`),
  leitura("notificações", "gestor", 3, () => "/notificacao/mensagem/list/"),
  // The client: its list and its filters, a request's detail, its projects, the catalogue and an offer.
  leitura("cliente lista", "cliente", 8, (_, s) => `/solicitacao/externo/?page=${pagina(s)}`),
  leitura("cliente detalhe", "cliente", 7, (a, s) => `/solicitacao/externo/detalhe/${um(a.doCliente, s)}/`),
  leitura("cliente projetos", "cliente", 3, () => "/projeto/externo/"),
  leitura("catálogo", "cliente", 6, () => "/servico/"),
  leitura("oferta", "cliente", 3, (a, s) => `/servico/detalhe/${um(a.ofertas, s).id}/`),
  leitura("cliente notificações", "cliente", 2, () => "/notificacao/mensagem/list/"),
  // The provider: the open rounds, its proposals, diagnostics and projects, its dashboard.
  leitura("oportunidades", "prestador", 3, (_, s) => `/proposta/externo/?page=${1 + s(3)}`),
  leitura("propostas enviadas", "prestador", 3, (_, s) => `/proposta/externo/enviadas/?page=${1 + s(3)}`),
  leitura("prestador diagnósticos", "prestador", 2, () => "/diagnostico/externo/"),
  leitura("prestador projetos", "prestador", 2, () => "/projeto/externo/"),
  leitura("dash prestador", "prestador", 1, () => "/dash/externo/prestador/"),
  // A consultant's projects and diagnostics; the administrator's users and services; the evaluator's tenders.
  leitura("consultor projetos", "consultor", 1, () => "/projeto/consultor/"),
  leitura("consultor diagnósticos", "consultor", 1, () => "/diagnostico/consultor/"),
  leitura("admin usuários", "admin", 1, () => "/auth/admin/listar/"),
  leitura("admin serviços", "admin", 1, () => "/servico/interno/"),
  leitura("editais", "avaliador", 1, () => "/credenciamento/edital/list/"),
  leitura("avaliações", "avaliador", 1, () => "/credenciamento/edital/avaliacao/list/"),
  // Writes: a purchase from the catalogue, a request sent back and answered, messages both ways, an upload.
  {
    nome: "compra",
    papel: "cliente",
    natureza: "escrita",
    peso: 3,
    montar: (a, s) => {
      const oferta = um(a.ofertas, s);
      return {
        metodo: "POST",
        caminho: "/solicitacao/externo/enviar/",
        json: {
          modelos: [
            {
              empresa: um(a.empresasDoCliente, s),
              modelo_oferta: oferta.id,
              objetivo: "Compra da carga mista: organizar a gestão da empresa.",
              perguntas: oferta.respostas,
            },
          ],
        },
        esperado: 201,
        efeito: { solicitacoes: 1 },
        depois: (corpo) =>
          a.emAnalise.push(...(corpo as { results: { id: number }[] }).results.map((r) => r.id)),
      };
    },
  },
  transicao(
    "devolver",
    "gestor",
    (a) => a.emAnalise,
    (a) => a.devolvidas,
    (id) => `/solicitacao/interno/${id}/devolver/`,
    { motivo: "Faltou informar o faturamento mensal." },
  ),
  transicao(
    "resposta cliente",
    "cliente",
    (a) => a.devolvidas,
    (a) => a.emAnalise,
    (id) => `/solicitacao/interno/cliente/atualiza/${id}/`,
    { resposta: "Faturamento mensal informado na descrição." },
  ),
  mensagem("mensagem cliente", "cliente", "cliente"),
  mensagem("mensagem equipe", "gestor", "equipe"),
  {
    nome: "upload",
    papel: "gestor",
    natureza: "escrita",
    peso: 1,
    montar: (a, s) => ({
      metodo: "POST",
      caminho: "/solicitacao/documento/",
      form: {
        solicitacao: String(um(a.emExecucao, s)),
        descricao: DESCRICAO,
        arquivo: new File([a.pdf], "acompanhamento.pdf", { type: "application/pdf" }),
      },
      esperado: 201,
      efeito: { documentos: 1 },
    }),
  },
];

/** The share of the table's weight that writes. */
export const parteEscrita = (tabela: readonly Tipo[]) =>
  tabela.filter((t) => t.natureza === "escrita").reduce((s, t) => s + t.peso, 0) /
  tabela.reduce((s, t) => s + t.peso, 0);

/** A draw of the table by weight; `aleatorio` answers [0, 1). */
export function sorteio(tabela: readonly Tipo[], aleatorio: () => number = Math.random) {
  const total = tabela.reduce((s, t) => s + t.peso, 0);
  return (): Tipo => {
    let x = aleatorio() * total;
    for (const t of tabela) if ((x -= t.peso) < 0) return t;
    return tabela[tabela.length - 1];
  };
}
