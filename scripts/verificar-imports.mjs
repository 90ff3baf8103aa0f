// Import rules lint cannot express by pattern (DESIGN §2): a server module is imported by other modules
// only through its index.ts, and a domain's components/<dominio>/ folder by another domain's only through its
// own; no two folders import each other (at run time: `import type` is erased), directly or around a longer
// loop. And a page the shell draws without antd (components/layout/sem-antd.ts) imports none of it into its
// first load (a dynamic `import()` loads later).
// `npm run lint` runs it over the tree; scripts/verificar-imports.test.ts proves each rule bites.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PASTAS = ["app", "components", "hooks", "lib", "server", "services", "stores", "tests"];
const EXTENSOES = [".ts", ".tsx", ".mts"];
const TESTE = /(^tests\/|\.test\.[cm]?tsx?$|[.-]fixture\.ts$)/;
const IMPORT =
  /(?:^|\s)(?:import|export)\s(type\s)?(?:[^'"]*?\sfrom\s)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The folder a file belongs to for the cycle rule: a server module or sub-area, else its top folder's child. */
export function pastaDe(arquivo) {
  const partes = arquivo.split("/");
  const profundidade = partes[0] === "server" ? 3 : 2;
  return partes.slice(0, Math.min(profundidade, partes.length - 1)).join("/");
}

/** `server/modules/<nome>/…` → `<nome>`, else null. */
const moduloDe = (arquivo) => arquivo.match(/^server\/modules\/([^/]+)\//)?.[1] ?? null;

// Generic folders, no domain's: any file may import any of theirs.
const COMPONENTES_GENERICOS = new Set(["ui", "layout"]);

/** `components/<dominio>/…` → `<dominio>`, else null (ui/, layout/ and everything outside components/). */
function dominioDe(arquivo) {
  const nome = arquivo.match(/^components\/([^/]+)\//)?.[1];
  return nome && !COMPONENTES_GENERICOS.has(nome) ? nome : null;
}

/** The project file an import names, or null for packages and anything outside the project. */
function resolver(de, especificador, existe) {
  let alvo;
  if (especificador.startsWith("@/")) alvo = especificador.slice(2);
  else if (especificador.startsWith("."))
    alvo = path.posix.normalize(path.posix.join(path.posix.dirname(de), especificador));
  else return null;
  for (const candidato of [
    alvo,
    ...EXTENSOES.map((e) => alvo + e),
    ...EXTENSOES.map((e) => `${alvo}/index${e}`),
  ])
    if (existe(candidato)) return candidato;
  return null;
}

/** Checks `arquivos` (path → source, paths relative to the root with "/"); answers the broken rules. */
export function verificar(arquivos) {
  const existe = (p) => arquivos.has(p);
  const erros = [];
  const arestas = new Map();
  for (const [arquivo, fonte] of arquivos) {
    // Tests and their fixtures may reach into what they test; the rules are about the code that ships.
    if (TESTE.test(arquivo)) continue;
    for (const m of fonte.matchAll(IMPORT)) {
      const alvo = resolver(arquivo, m[2] ?? m[3], existe);
      if (!alvo) continue;
      const [modDe, modPara] = [moduloDe(arquivo), moduloDe(alvo)];
      if (modPara && modDe !== modPara && !/^server\/modules\/[^/]+\/index\.tsx?$/.test(alvo))
        erros.push(`${arquivo}: importa ${alvo}; outro módulo só por server/modules/${modPara}/index.ts`);
      const [domDe, domPara] = [dominioDe(arquivo), dominioDe(alvo)];
      // A dynamic import() makes a chunk of the file it names. Pointed at the index, the chunk would carry all
      // the index re-exports: the bundler loads every file an index re-exports, whichever names are taken.
      if (domDe && domPara && domDe !== domPara && !m[3] && !/^components\/[^/]+\/index\.tsx?$/.test(alvo))
        erros.push(`${arquivo}: importa ${alvo}; outro domínio só por components/${domPara}/index.ts`);
      const [a, b] = [pastaDe(arquivo), pastaDe(alvo)];
      // A type-only import is erased when compiled, so it cannot make the folders load each other.
      if (a !== b && !m[1]) {
        if (!arestas.has(a)) arestas.set(a, new Map());
        if (!arestas.get(a).has(b)) arestas.get(a).set(b, `${arquivo} → ${alvo}`);
      }
    }
  }
  for (const ciclo of ciclos(arestas))
    erros.push(`ciclo entre pastas: ${ciclo.map(([p, exemplo]) => `${p} (${exemplo})`).join(" → ")}`);
  return [...erros, ...semAntd(arquivos)];
}

const TABELA_SEM_ANTD = "components/layout/sem-antd.ts";
/** antd and what comes with it; its icons are plain SVG components. */
const ANTD = /^(antd(\/|$)|@ant-design\/(?!icons\/|icons$))/;

/** The pages of TABELA_SEM_ANTD whose static imports reach antd, each with the file that imports it. */
function semAntd(arquivos) {
  const lista = arquivos.get(TABELA_SEM_ANTD)?.match(/PAGINAS_SEM_ANTD = \[([\s\S]*?)\n\]/)?.[1] ?? "";
  const erros = [];
  for (const [, rota] of lista.matchAll(/"([^"]+)"/g)) {
    const pagina = `app${rota}/page.tsx`;
    if (!arquivos.has(pagina)) {
      erros.push(`${TABELA_SEM_ANTD}: ${rota} não é uma página (${pagina})`);
      continue;
    }
    const vistos = new Set([pagina]);
    const fila = [pagina];
    while (fila.length) {
      const arquivo = fila.shift();
      for (const m of arquivos.get(arquivo).matchAll(IMPORT)) {
        if (m[1] || m[3]) continue;
        if (ANTD.test(m[2]))
          erros.push(`${pagina}: desenhada sem antd (${TABELA_SEM_ANTD}), mas ${arquivo} importa ${m[2]}`);
        const alvo = resolver(arquivo, m[2], (p) => arquivos.has(p));
        if (alvo && !vistos.has(alvo)) {
          vistos.add(alvo);
          fila.push(alvo);
        }
      }
    }
  }
  return erros;
}

/** One loop per strongly connected set of folders (Tarjan), each step with an import that makes it. */
function ciclos(arestas) {
  let indice = 0;
  const pilha = [];
  const info = new Map();
  const resultado = [];
  const visitar = (v) => {
    info.set(v, { indice, menor: indice, naPilha: true });
    indice++;
    pilha.push(v);
    for (const w of arestas.get(v)?.keys() ?? []) {
      if (!info.has(w)) {
        visitar(w);
        info.get(v).menor = Math.min(info.get(v).menor, info.get(w).menor);
      } else if (info.get(w).naPilha) info.get(v).menor = Math.min(info.get(v).menor, info.get(w).indice);
    }
    if (info.get(v).menor !== info.get(v).indice) return;
    const grupo = [];
    let w;
    do {
      w = pilha.pop();
      info.get(w).naPilha = false;
      grupo.push(w);
    } while (w !== v);
    if (grupo.length > 1) resultado.push(caminho(grupo, arestas));
  };
  for (const v of arestas.keys()) if (!info.has(v)) visitar(v);
  return resultado;
}

/** A loop through the group starting at its first folder, found by walking edges inside the group. */
function caminho(grupo, arestas) {
  const dentro = new Set(grupo);
  const inicio = [...grupo].sort()[0];
  const anterior = new Map([[inicio, null]]);
  const fila = [inicio];
  while (fila.length) {
    const v = fila.shift();
    for (const [w, exemplo] of arestas.get(v) ?? []) {
      if (!dentro.has(w)) continue;
      if (w === inicio) {
        const passos = [[v, exemplo]];
        for (let p = anterior.get(v); p; p = anterior.get(p[0])) passos.unshift(p);
        return passos;
      }
      if (!anterior.has(w)) {
        anterior.set(w, [v, exemplo]);
        fila.push(w);
      }
    }
  }
  return grupo.map((p) => [p, ""]);
}

/** The source files below `raiz` (relative path with "/" → text); scripts/verificar-estados.mjs reads them too. */
export function lerArvore(raiz) {
  const arquivos = new Map();
  const andar = (pasta) => {
    for (const nome of readdirSync(path.join(raiz, pasta))) {
      const relativo = `${pasta}/${nome}`;
      if (statSync(path.join(raiz, relativo)).isDirectory()) andar(relativo);
      else if (EXTENSOES.some((e) => nome.endsWith(e)) && !nome.endsWith(".d.ts"))
        arquivos.set(relativo, readFileSync(path.join(raiz, relativo), "utf8"));
    }
  };
  for (const pasta of PASTAS) if (existsSync(path.join(raiz, pasta))) andar(pasta);
  return arquivos;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const erros = verificar(lerArvore(process.cwd()));
  for (const erro of erros) console.error(erro);
  if (erros.length) process.exit(1);
}
