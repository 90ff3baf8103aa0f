// The state rule (DESIGN §3, §5): a workflow's rules live in its table (server/modules/*/workflow.ts, over the
// engine server/lib/workflow.ts), so services and components decide through the table (`acoesDisponiveis`,
// `exigirAcao`, or a named set of states its workflow.ts exports), never by comparing a state to a string.
// A state literal is a string literal (or a template without expressions), a key of an object or a type, or
// a word quoted in a template's text (SQL), whose value is a state code: every `codigo` of the status table
// (statuses and substatuses of all entities) and every state a workflow table names beyond it (the
// `de`/`para` of its transitions, a constant named as its value such as SEM_NOTA). It may stand only in the
// tables (workflow.ts, and lib/regras/, the browser-safe lists of states and what each shows), tests and
// their fixtures, demo and reference data, migrations and the generated contract; anywhere else in the code
// that ships it is an offence, but for the few EXCECOES named below. `npm run lint` runs it over the tree;
// scripts/verificar-estados.test.ts proves it bites. `--contar` prints how many there are (every literal,
// and the comparisons among them) by top folder.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { lerArvore } from "./verificar-imports.mjs";

/** The code that ships: the rule covers these folders' TypeScript. */
const COBERTOS = /^(app|components|hooks|lib|server|services|stores)\/.*\.tsx?$/;
const TABELA_DE_STATUS = "server/db/referencia/data/status.ts";
const LIVRES =
  /(^|\/)workflow\.ts$|\.test\.tsx?$|[.-]fixture\.ts$|^server\/(demo|db\/referencia|db\/migrations)\/|^services\/contrato\.gen\.ts$|^lib\/regras\//;

/** Literals allowed outside the tables: each file and literal with why the table cannot say it. */
const EXCECOES = [];

const CODIGO = /\bcodigo:\s*["']([A-Z][A-Z0-9_]*)["']/g;
const DE_OU_PARA = /\b(?:de|para):\s*(\[[^\]]*\]|["'][A-Z][A-Z0-9_]*["'])/g;
const NOMEADA = /\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*["']\1["']/g;
const LITERAL = /["']([A-Z][A-Z0-9_]*)["']/g;
/** A state quoted in a template's text: SQL (`sql\`${x.codigo} = 'PAGO'\``) compares it as a literal does. */
const NO_SQL = /'([A-Z][A-Z0-9_]*)'/g;

/** The state codes: the status table's and those the workflow tables name beyond it. */
function codigosDeEstado(arquivos) {
  const codigos = new Set();
  for (const m of (arquivos.get(TABELA_DE_STATUS) ?? "").matchAll(CODIGO)) codigos.add(m[1]);
  for (const [arquivo, fonte] of arquivos) {
    if (!/(^|\/)workflow\.ts$/.test(arquivo)) continue;
    for (const m of fonte.matchAll(DE_OU_PARA)) for (const l of m[1].matchAll(LITERAL)) codigos.add(l[1]);
    for (const m of fonte.matchAll(NOMEADA)) codigos.add(m[1]);
  }
  return codigos;
}

const IGUALDADES = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** A literal a state is compared with: a side of `===`/`!==` or a `case` (in SQL: after `=`, `<>`, `in (`). */
const comparado = (no) =>
  ts.isCaseClause(no.parent) ||
  (ts.isBinaryExpression(no.parent) && IGUALDADES.has(no.parent.operatorToken.kind));

/** A key naming a state in an object or a type (`{ PAGO: "green" }`): a table of states kept outside the tables. */
const chave = (no) =>
  ts.isIdentifier(no) &&
  (ts.isPropertyAssignment(no.parent) || ts.isPropertySignature(no.parent)) &&
  no.parent.name === no;

/** The states quoted in a template's text, each with the text before it. */
const citados = (texto, codigos) =>
  [...texto.matchAll(NO_SQL)]
    .filter((m) => codigos.has(m[1]))
    .map((m) => ({ literal: m[1], antes: texto.slice(0, m.index) }));
/** SQL comparing what comes next: `=`, `<>`, or inside `in (…`. */
const COMPARACAO_SQL = /(=|<>|\bin\s*\([^)]*)\s*$/i;

/** Every state literal of the files the rule covers: `{arquivo, linha, literal, comparacao}`. */
function ocorrencias(arquivos) {
  const codigos = codigosDeEstado(arquivos);
  const achados = [];
  for (const [arquivo, fonte] of arquivos) {
    if (!COBERTOS.test(arquivo) || LIVRES.test(arquivo)) continue;
    const tipo = arquivo.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sf = ts.createSourceFile(arquivo, fonte, ts.ScriptTarget.Latest, true, tipo);
    const linhaDe = (no) => sf.getLineAndCharacterOfPosition(no.getStart(sf)).line + 1;
    const visitar = (no) => {
      const literal = ts.isStringLiteral(no) || ts.isNoSubstitutionTemplateLiteral(no) || chave(no);
      if (literal && codigos.has(no.text))
        achados.push({ arquivo, linha: linhaDe(no), literal: no.text, comparacao: comparado(no) });
      if (ts.isNoSubstitutionTemplateLiteral(no) || ts.isTemplateLiteralToken(no))
        for (const { literal, antes } of citados(no.text, codigos)) {
          const linha = linhaDe(no) + (antes.match(/\n/g)?.length ?? 0);
          achados.push({ arquivo, linha, literal, comparacao: COMPARACAO_SQL.test(antes) });
        }
      ts.forEachChild(no, visitar);
    };
    visitar(sf);
  }
  return achados;
}

/** Checks `arquivos` (path → source, relative to the root with "/"); answers each offence as a line. */
export function verificar(arquivos, excecoes = EXCECOES) {
  const usadas = new Set();
  const erros = [];
  for (const o of ocorrencias(arquivos)) {
    const e = excecoes.findIndex((x) => x.arquivo === o.arquivo && x.literal === o.literal);
    if (e >= 0) usadas.add(e);
    else erros.push(`${o.arquivo}:${o.linha}: "${o.literal}"`);
  }
  // An exception whose literal is gone would let the next one in unseen.
  excecoes.forEach((x, i) => {
    if (!usadas.has(i))
      erros.push(`${x.arquivo}: exceção sem uso para "${x.literal}" (scripts/verificar-estados.mjs)`);
  });
  return erros;
}

/** How many state literals `ocorrencias` found: all of them and the comparisons, by top folder. */
function contagem(achados) {
  const linhas = [];
  for (const [nome, lista] of [
    ["literais", achados],
    ["comparações", achados.filter((o) => o.comparacao)],
  ]) {
    const porPasta = new Map();
    for (const o of lista) {
      const pasta = o.arquivo.split("/")[0];
      porPasta.set(pasta, (porPasta.get(pasta) ?? 0) + 1);
    }
    const pastas = [...porPasta].map(([p, n]) => `${p} ${n}`);
    const arquivos = new Set(lista.map((o) => o.arquivo)).size;
    linhas.push(`${nome}: ${lista.length} em ${arquivos} arquivos (${pastas.join(", ")})`);
  }
  return linhas;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arquivos = lerArvore(process.cwd());
  if (process.argv.includes("--contar")) {
    for (const linha of contagem(ocorrencias(arquivos))) console.log(linha);
  } else {
    const erros = verificar(arquivos);
    for (const erro of erros) console.error(erro);
    if (erros.length) process.exit(1);
  }
}
