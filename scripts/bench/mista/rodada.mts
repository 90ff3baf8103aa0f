// One run of the mixed load: `usuarios` simulated users at once, each drawing its next call from the table
// (mistura.mts) and making it as a user of that call's role, until the time is up. A call answered with
// anything but its expected status is an error of its kind, counted and sampled, never the end of the run:
// a mix measures every kind at once. Times are kept after the warm-up only; what the writes add is counted
// from the first call, since the check after (conferencia.mts) compares it with the whole database.
import { arredondar, percentil } from "../carga.mts";
import type { Alvos } from "./alvos.mts";
import type { Efeito, Papel, Tipo } from "./mistura.mts";

/** Sends one call of the API (path under /api/hub) and answers its response. */
export type Envio = (caminho: string, init: RequestInit) => Promise<Response>;

export type Registro = {
  nome: string;
  papel: Papel;
  natureza: Tipo["natureza"];
  tempos: number[];
  erros: number;
  amostras: string[];
};

export type Rodada = {
  registros: Map<string, Registro>;
  /** The writes that succeeded, all of them (warm-up included), by what they add. */
  escritos: Required<Efeito>;
  /** Draws whose kind had no free target then (a pool of a transition empty), drawn again. */
  semAlvo: number;
  medidoMs: number;
};

export type Opcoes = {
  tabela: readonly Tipo[];
  sortear: () => Tipo;
  alvos: Alvos;
  enviar: Envio;
  /** Signed-in tokens per role; each user of a role takes one of them. */
  tokens: Record<Papel, string[]>;
  usuarios: number;
  duracaoMs: number;
  aquecimentoMs: number;
  aleatorio?: () => number;
};

const corpoDe = (c: {
  json?: unknown;
  form?: Record<string, string | Blob>;
}): { body?: string | FormData; tipo: Record<string, string> } => {
  if (c.json !== undefined)
    return { body: JSON.stringify(c.json), tipo: { "content-type": "application/json" } };
  if (!c.form) return { body: undefined, tipo: {} };
  const form = new FormData();
  for (const [k, v] of Object.entries(c.form)) form.append(k, v);
  return { body: form, tipo: {} };
};

export async function rodar(o: Opcoes): Promise<Rodada> {
  const aleatorio = o.aleatorio ?? Math.random;
  const sortear = (n: number) => Math.floor(aleatorio() * n);
  const registros = new Map<string, Registro>(
    o.tabela.map((t) => [
      t.nome,
      { nome: t.nome, papel: t.papel, natureza: t.natureza, tempos: [], erros: 0, amostras: [] },
    ]),
  );
  const escritos: Required<Efeito> = { solicitacoes: 0, mensagens: 0, transicoes: 0, documentos: 0 };
  let semAlvo = 0;
  const inicio = performance.now();
  const medirDesde = inicio + o.aquecimentoMs;
  const fim = medirDesde + o.duracaoMs;

  const usuario = async (u: number) => {
    while (performance.now() < fim) {
      const tipo = o.sortear();
      const chamada = tipo.montar(o.alvos, sortear);
      if (!chamada) {
        semAlvo++;
        // Lets the calls in flight answer (and refill the pool) before drawing again.
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      const tokens = o.tokens[tipo.papel];
      const { body, tipo: cabecalho } = corpoDe(chamada);
      const antes = performance.now();
      const registro = registros.get(tipo.nome)!;
      let erro: string | null = null;
      try {
        const res = await o.enviar(chamada.caminho, {
          method: chamada.metodo,
          headers: { authorization: `Bearer ${tokens[u % tokens.length]}`, ...cabecalho },
          body,
        });
        const texto = await res.text();
        if (res.status !== chamada.esperado)
          erro = `${res.status} ${chamada.caminho}: ${texto.slice(0, 200)}`;
        else {
          for (const [k, n] of Object.entries(chamada.efeito ?? {})) escritos[k as keyof Efeito] += n;
          chamada.depois?.(texto ? JSON.parse(texto) : null);
        }
      } catch (e) {
        erro = `${chamada.caminho}: ${(e as Error).message}`;
      }
      if (antes < medirDesde) continue;
      registro.tempos.push(performance.now() - antes);
      if (erro) {
        registro.erros++;
        if (registro.amostras.length < 3) registro.amostras.push(erro);
      }
    }
  };
  await Promise.all(Array.from({ length: o.usuarios }, (_, u) => usuario(u)));
  return { registros, escritos, semAlvo, medidoMs: performance.now() - medirDesde };
}

export type Linha = {
  tipo: string;
  papel: Papel;
  natureza: Tipo["natureza"];
  chamadas: number;
  req_s: number;
  p50: number | null;
  p95: number | null;
  erros: number;
};

/** Per kind of call: calls per second over the measured time, the 50th and 95th percentiles (ms), errors. */
export function resumir(rodada: Pick<Rodada, "registros" | "medidoMs">): Linha[] {
  return [...rodada.registros.values()].map((r) => {
    const tempos = [...r.tempos].sort((a, b) => a - b);
    return {
      tipo: r.nome,
      papel: r.papel,
      natureza: r.natureza,
      chamadas: tempos.length,
      req_s: Math.round((tempos.length / rodada.medidoMs) * 10_000) / 10,
      p50: tempos.length ? arredondar(percentil(tempos, 50)) : null,
      p95: tempos.length ? arredondar(percentil(tempos, 95)) : null,
      erros: r.erros,
    };
  });
}
