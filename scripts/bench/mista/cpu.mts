// The database's share of the CPU during a run, from /proc (Linux): the jiffies of the PostgreSQL server's
// processes (its postmaster, found by the port on its command line, and the backends it forked) against the
// whole machine's and against the load's own processes (the bench's node, and the HTTP server when there is
// one). Null where /proc or the server's processes are not there to read (another machine, another OS).
import { readdirSync, readFileSync } from "node:fs";

const ler = (arquivo: string) => {
  try {
    return readFileSync(arquivo, "utf8");
  } catch {
    return null;
  }
};

/** utime + stime of a process, in jiffies (fields 14 and 15 of /proc/PID/stat, after the command's name). */
function jiffies(pid: number) {
  const stat = ler(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const campos = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(campos[11]) + Number(campos[12]);
}

const pai = (pid: number) => {
  const stat = ler(`/proc/${pid}/stat`);
  return stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : -1;
};

/** The processes of the PostgreSQL server listening on `porta`: its postmaster and its children. */
export function processosDoBanco(porta: number): number[] {
  const pids = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const postgres = pids.filter((p) => ler(`/proc/${p}/comm`)?.trim() === "postgres");
  const mestre = postgres.find((p) => {
    const args = (ler(`/proc/${p}/cmdline`) ?? "").split("\0");
    const i = args.indexOf("-p");
    return i >= 0 ? Number(args[i + 1]) === porta : porta === 5432 && pai(p) === 1;
  });
  return mestre === undefined ? [] : [mestre, ...postgres.filter((p) => pai(p) === mestre)];
}

const totalDaMaquina = () => {
  const linha = ler("/proc/stat")?.split("\n")[0];
  return linha
    ? linha
        .split(/\s+/)
        .slice(1)
        .map(Number)
        .reduce((s, n) => s + n, 0)
    : null;
};

export type Cpu = { banco_da_maquina: number; banco_da_carga: number; carga_da_maquina: number } | null;

/**
 * Starts counting; the answer's function ends it. The database's processes are listed again at the end, so
 * backends opened during the run count (their jiffies from their start), those closed before it do not.
 */
export function medirCpu(porta: number, outros: number[]) {
  const inicio = { total: totalDaMaquina(), porPid: new Map<number, number>() };
  for (const p of [...processosDoBanco(porta), ...outros]) inicio.porPid.set(p, jiffies(p));
  return (): Cpu => {
    const total = totalDaMaquina();
    const banco = processosDoBanco(porta);
    if (inicio.total === null || total === null || banco.length === 0) return null;
    const gasto = (pids: number[]) => pids.reduce((s, p) => s + jiffies(p) - (inicio.porPid.get(p) ?? 0), 0);
    const doBanco = gasto(banco);
    const daCarga = doBanco + gasto(outros);
    const maquina = total - inicio.total;
    const parte = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : 0);
    return {
      banco_da_maquina: parte(doBanco, maquina),
      banco_da_carga: parte(doBanco, daCarga),
      carga_da_maquina: parte(daCarga, maquina),
    };
  };
}
