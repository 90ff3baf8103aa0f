// `npm run bench:ataque`: the attacks of issue 43, replayed on loopback against `next start` (built as bench:web
// builds) on a fresh embedded database with the demo data, one server per scenario so no scenario inherits
// another's locks, rows or memory. Each scenario (a module of scripts/bench/ataque/) attacks and answers its
// figures beside the line each must hold. Prints a table, writes bench-results/ataque.json and exits 1 when a
// figure misses its line. Options: --cenario NAME (only that one; repeatable), --reusar-build.
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEMO_PASSWORD } from "@/server/demo";
import type { Alvo, Cenario, Medida } from "./ataque/alvo.mts";
import { gravarResultado } from "./carga.mts";
import { garantirBuild, iniciarServidor, portaLivre } from "./web-servidor.mts";

const SAIDA = "bench-results/ataque.json";
const PASTA = "scripts/bench/ataque";

const { values: opcoes } = parseArgs({
  options: {
    cenario: { type: "string", multiple: true },
    "reusar-build": { type: "boolean", default: false },
  },
});

/** Resident memory of a process in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const linha = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  return linha ? Math.round(Number(linha[1]) / 1024) : Number.NaN;
}

async function entrar(base: string, login: string): Promise<string> {
  const resposta = await fetch(`${base}/api/hub/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: login, password: DEMO_PASSWORD }),
  });
  if (!resposta.ok) throw new Error(`entrar como ${login}: ${resposta.status}`);
  return ((await resposta.json()) as { token: string }).token;
}

const modulos = readdirSync(PASTA)
  .filter((f) => f.endsWith(".mts") && f !== "alvo.mts")
  .sort();
const cenarios: Cenario[] = [];
for (const arquivo of modulos) {
  const cenario = (await import(path.resolve(PASTA, arquivo))).default as Cenario;
  if (!opcoes.cenario || opcoes.cenario.includes(cenario.nome)) cenarios.push(cenario);
}
if (cenarios.length === 0) throw new Error(`nenhum cenário em ${PASTA} com esse nome`);

console.log(`build: ${await garantirBuild(opcoes["reusar-build"])}`);
const resultados: Record<string, Medida[]> = {};
for (const cenario of cenarios) {
  const servidor = await iniciarServidor(await portaLivre());
  const pid = servidor.pid!;
  const alvo: Alvo = {
    base: servidor.base,
    pid,
    rssMb: () => rssMb(pid),
    entrar: (l) => entrar(servidor.base, l),
  };
  try {
    console.log(`\n# ${cenario.nome}: ${cenario.descricao}`);
    resultados[cenario.nome] = await cenario.medir(alvo);
  } finally {
    await servidor.parar();
  }
  for (const m of resultados[cenario.nome])
    console.log(`  ${m.ok ? "ok  " : "FALHA"} ${m.medida}: ${m.valor} (linha: ${m.linha})`);
}

gravarResultado(SAIDA, loadavg(), { cenarios: resultados });
const falhas = Object.values(resultados)
  .flat()
  .filter((m) => !m.ok);
console.log(
  `\n${falhas.length === 0 ? "todas as linhas mantidas" : `${falhas.length} linha(s) perdida(s)`}; ${SAIDA}`,
);
process.exitCode = falhas.length === 0 ? 0 : 1;
