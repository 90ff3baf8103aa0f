// `npm run bench:exportacao`: an export's memory (issue 46). Seeds companies into the embedded database (PGlite,
// in memory) and, when HUB_BENCH_DATABASE_URL names a PostgreSQL server, into a throwaway database on it; then
// exports them through the real route (GET /empresa/interno/export/, createApp in-process, as an admin) at 10k
// and at 100k rows, reading the answer as a client would, while sampling the process's memory every 20 ms.
// Reports rows/s, bytes, the peak growth of RSS and of the JS heap over the figures just before the export (after
// a GC), garbage included, and the heap a full GC leaves during the export: what the export holds on to, which a
// streamed export keeps flat, the same at 100k as at 10k (the run fails past --limite-mb). The file is then read back with
// exceljs' streaming reader to count its rows. Writes bench-results/exportacao.json.
// Options: --linhas 10000,100000 (the sizes, ascending), --limite-mb 64 (the growth that fails the run).
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir, loadavg } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { createApp } from "@/server/app";
import type { Db } from "@/server/db/client";
import { DEMO_PASSWORD } from "@/server/demo";
import { criarCentral } from "@/server/modules/notificacao";
import { gravarResultado } from "./carga.mts";
import { abrirEmbutido } from "../banco-embutido.mts";
import { criarBancoDeBench } from "./semear.mts";

const SAIDA = "bench-results/exportacao.json";
const MB = 1024 * 1024;

const { values: opcoes } = parseArgs({
  options: {
    linhas: { type: "string", default: "10000,100000" },
    "limite-mb": { type: "string", default: "64" },
  },
});
const TAMANHOS = opcoes.linhas
  .split(",")
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const LIMITE_MB = Number(opcoes["limite-mb"]) || 64;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn("Sem --expose-gc: a memória de antes inclui lixo ainda não coletado.");

/** Brings the bench companies up to `n` (CNPJs 91… so the demo's stay apart), in one INSERT … SELECT. */
async function semearEmpresas(db: Db, n: number) {
  const ja = Number(
    (
      (await db.execute(
        sql`select count(*)::int as n from empresa where email like '%@exportacao.bench'`,
      )) as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );
  await db.execute(sql`insert into empresa (tipo, cnpj, razaosocial, nomefantasia, cep, logradouro, cidade_id, telefone, email)
    select 'CLIENTE', (91000000000000 + k)::text, 'Empresa Exportada ' || k || ' Ltda', 'Empresa Exportada ' || k,
      '88000000', 'Rua da Planilha, ' || k, (select min(id) from cidade), '48999990000', 'e' || k || '@exportacao.bench'
    from generate_series(${ja + 1}::int, ${n}::int) k`);
  await db.execute(sql`analyze empresa`);
}

type Medida = {
  banco: string;
  linhas: number;
  bytes: number;
  segundos: number;
  linhas_s: number;
  rss_antes_mb: number;
  rss_pico_mb: number;
  rss_crescimento_mb: number;
  heap_antes_mb: number;
  heap_pico_mb: number;
  heap_crescimento_mb: number;
  /** The most the heap held after a full GC during the export, over the heap before it. */
  heap_retido_mb: number;
  /** What the list counts for the same filters, and what the file holds. */
  linhas_da_lista: number;
  linhas_no_arquivo: number;
};

const mb = (b: number) => Math.round((b / MB) * 10) / 10;

/** Counts the data rows of the file with exceljs' streaming reader (heading and total line aside). */
async function linhasDoArquivo(arquivo: string) {
  let linhas = 0;
  const leitor = new ExcelJS.stream.xlsx.WorkbookReader(arquivo, {});
  for await (const aba of leitor) for await (const linha of aba) if (linha) linhas++;
  // The heading and the total line (the blank row before it has no cells: it is not in the file).
  return linhas - 2;
}

async function medir(banco: string, db: Db, pasta: string): Promise<Medida[]> {
  const central = criarCentral({ db: async () => db, now: () => new Date() });
  const app = createApp({ db: async () => db, central });
  const cabecalho = { [CABECALHO_PAR]: "127.0.0.1" };
  const login = await app.request("/api/hub/auth/login/", {
    method: "POST",
    headers: { ...cabecalho, "content-type": "application/json" },
    body: JSON.stringify({ username: "admin@hub.example", password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const medidas: Medida[] = [];
  try {
    // A first small export loads the route's code and the writer, which are not the export's memory.
    const aquecimento = await app.request("/api/hub/empresa/interno/export/?search=Empresa%20Exportada%201", {
      headers: { ...cabecalho, authorization: `Bearer ${token}` },
    });
    await aquecimento.arrayBuffer();
    for (const n of TAMANHOS) {
      await semearEmpresas(db, n);
      // Every company (the demo's too): the list's count is what the file must hold.
      const caminho = "/api/hub/empresa/interno/export/";
      const lista = await app.request("/api/hub/empresa/interno/busca/empresa/?page_size=1", {
        headers: { ...cabecalho, authorization: `Bearer ${token}` },
      });
      const { count } = (await lista.json()) as { count: number };
      const arquivo = path.join(pasta, `${banco}-${n}.xlsx`);
      gc?.();
      const antes = process.memoryUsage();
      let pico = { rss: antes.rss, heap: antes.heapUsed };
      // Every 20 ms the peaks as they are (garbage included: V8 collects when it likes), and every second the heap
      // a full GC leaves, which is what the export holds on to.
      let retido = antes.heapUsed;
      let tique = 0;
      const amostra = setInterval(() => {
        if (gc && ++tique % 50 === 0) {
          gc();
          retido = Math.max(retido, process.memoryUsage().heapUsed);
        }
        const m = process.memoryUsage();
        pico = { rss: Math.max(pico.rss, m.rss), heap: Math.max(pico.heap, m.heapUsed) };
      }, 20);
      const inicio = performance.now();
      let bytes = 0;
      const res = await app.request(caminho, { headers: { ...cabecalho, authorization: `Bearer ${token}` } });
      if (res.status !== 200 || !res.body) throw new Error(`${caminho}: ${res.status} ${await res.text()}`);
      const corpo = Readable.fromWeb(res.body as never);
      corpo.on("data", (c: Buffer) => (bytes += c.length));
      await pipeline(corpo, createWriteStream(arquivo));
      const segundos = (performance.now() - inicio) / 1000;
      clearInterval(amostra);
      const linhas = await linhasDoArquivo(arquivo);
      await rm(arquivo);
      const medida: Medida = {
        banco,
        linhas: n,
        bytes,
        segundos: Math.round(segundos * 10) / 10,
        linhas_s: Math.round(linhas / segundos),
        rss_antes_mb: mb(antes.rss),
        rss_pico_mb: mb(pico.rss),
        rss_crescimento_mb: mb(pico.rss - antes.rss),
        heap_antes_mb: mb(antes.heapUsed),
        heap_pico_mb: mb(pico.heap),
        heap_crescimento_mb: mb(pico.heap - antes.heapUsed),
        heap_retido_mb: mb(retido - antes.heapUsed),
        linhas_da_lista: count,
        linhas_no_arquivo: linhas,
      };
      console.log(
        `${banco} ${n} linhas: ${medida.linhas_s} linhas/s, ${mb(bytes)} MB, RSS +${medida.rss_crescimento_mb} MB, heap +${medida.heap_crescimento_mb} MB (retido após GC +${medida.heap_retido_mb} MB)`,
      );
      medidas.push(medida);
    }
  } finally {
    await central.fechar();
  }
  return medidas;
}

const pasta = await mkdtemp(path.join(tmpdir(), "hub-exportacao-"));
const medidas: Medida[] = [];
try {
  const embutido = await abrirEmbutido("memory://");
  try {
    medidas.push(...(await medir("pglite", embutido.db, pasta)));
  } finally {
    await embutido.close();
  }
  const servidor = process.env.HUB_BENCH_DATABASE_URL;
  if (servidor) {
    const banco = await criarBancoDeBench(servidor, "hub_bench_exportacao");
    try {
      medidas.push(...(await medir("postgres", banco.db, pasta)));
    } finally {
      await banco.descartar();
    }
  } else console.log("HUB_BENCH_DATABASE_URL não definido: só o banco embutido (PGlite).");
} finally {
  await rm(pasta, { recursive: true, force: true });
}

console.table(medidas);
const carga = loadavg().map((c) => Math.round(c * 100) / 100);
gravarResultado(SAIDA, carga, { limite_mb: LIMITE_MB, medidas });

// The run fails when a file holds other than the list's rows, or when an export holds on to more than the limit.
const falhas = medidas.flatMap((m) => [
  ...(m.linhas_no_arquivo !== m.linhas_da_lista
    ? [`${m.banco} ${m.linhas}: o arquivo tem ${m.linhas_no_arquivo} linhas, a lista ${m.linhas_da_lista}`]
    : []),
  ...(m.heap_retido_mb > LIMITE_MB
    ? [`${m.banco} ${m.linhas}: a exportação reteve mais de ${LIMITE_MB} MB de heap`]
    : []),
]);
if (falhas.length) {
  console.error(falhas.join("\n"));
  process.exit(1);
}
