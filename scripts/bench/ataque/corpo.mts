// Issue 43, items 1 and 12: bodies the server must not hold. Twenty anonymous 100 MB uploads sent in chunks at
// once to a route that needs a session (the avatar) must be refused quickly with the server's memory nearly
// flat, and the catalogue must keep answering meanwhile; the same from a signed-in user are read only up to the
// route's limit; twelve 10 MB uploads of a signed-in provider at once must be stored without the server's
// memory growing by their sum several times over.
import http from "node:http";
import type { Alvo, Cenario, Medida } from "./alvo.mts";

const MB = 1024 * 1024;
const ANONIMOS = 20;
const TAMANHO_ANONIMO = 100 * MB;
const PEDACO = 64 * 1024;
const UPLOADS = 12;
const TAMANHO_UPLOAD = 10 * MB - 64 * 1024;
/** How long the catalogue is timed from the attack's start, whether or not it lasts that long. */
const JANELA_MS = 5_000;
/** An upload the server neither answers nor refuses in this long counts as not refused. */
const PRAZO_MS = 60_000;

const FRONTEIRA = "ataque-hub";
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Samples the server's resident memory every 100 ms until stopped; answers the highest. */
function amostrarRss(alvo: Alvo) {
  let pico = alvo.rssMb();
  const id = setInterval(() => (pico = Math.max(pico, alvo.rssMb())), 100);
  return () => {
    clearInterval(id);
    return Math.max(pico, alvo.rssMb());
  };
}

type Recusa = { status: number; ms: number; enviadosMb: number };

/**
 * PUT of `total` bytes in chunks (no Content-Length), with no session unless `token`, as fast as the connection takes them, the
 * first part of a form with a file and then zeros; stops sending once the server answers.
 */
function enviarEmPedacos(base: string, caminho: string, total: number, token?: string): Promise<Recusa> {
  const url = new URL(caminho, base);
  const inicio = performance.now();
  const pedaco = Buffer.alloc(PEDACO);
  const cabeca = Buffer.from(
    `--${FRONTEIRA}\r\ncontent-disposition: form-data; name="arquivo"; filename="a.png"\r\n` +
      "content-type: image/png\r\n\r\n",
  );
  return new Promise((resolve) => {
    let enviados = 0;
    let fim = false;
    const terminar = (status: number) => {
      if (fim) return;
      fim = true;
      clearTimeout(prazo);
      req.destroy();
      resolve({ status, ms: Math.round(performance.now() - inicio), enviadosMb: Math.round(enviados / MB) });
    };
    const req = http.request(url, {
      method: "PUT",
      agent: false,
      headers: {
        "content-type": `multipart/form-data; boundary=${FRONTEIRA}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const prazo = setTimeout(() => terminar(0), PRAZO_MS);
    req.on("response", (res) => {
      res.resume();
      terminar(res.statusCode ?? 0);
    });
    req.on("error", () => terminar(0));
    const escrever = () => {
      while (!fim && enviados < total) {
        const dado = enviados === 0 ? cabeca : pedaco;
        enviados += dado.byteLength;
        if (!req.write(dado)) return void req.once("drain", escrever);
      }
      if (!fim) req.end();
    };
    escrever();
  });
}

/** How long GET `caminho` takes, again and again until `ate` (at least three times). */
async function cronometrarAte(base: string, caminho: string, ate: number) {
  const tempos: number[] = [];
  while (tempos.length < 3 || performance.now() < ate) {
    const inicio = performance.now();
    const res = await fetch(new URL(caminho, base));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${caminho}: ${res.status}`);
    tempos.push(performance.now() - inicio);
  }
  return tempos;
}

/** A PDF of `bytes` bytes: its header, a comment of spaces, its end. */
function pdf(bytes: number) {
  const corpo = Buffer.alloc(bytes, 0x20);
  corpo.write("%PDF-1.4\n%", 0, "latin1");
  corpo.write("\n%%EOF\n", bytes - 7, "latin1");
  return corpo;
}

const CATALOGO = "/api/hub/servico/";
const mais = (valor: number, linha: number) => valor <= linha;

async function ataqueAnonimo(alvo: Alvo): Promise<Medida[]> {
  // Warm: the first call of a route compiles it; the baseline is the server already serving.
  await cronometrarAte(alvo.base, CATALOGO, 0);
  const antes = (await cronometrarAte(alvo.base, CATALOGO, 0)).sort((a, b) => a - b)[1];
  await pausa(1_000);
  const rssAntes = alvo.rssMb();
  const pico = amostrarRss(alvo);
  const inicio = performance.now();
  const [recusas, catalogo] = await Promise.all([
    Promise.all(
      Array.from({ length: ANONIMOS }, () =>
        enviarEmPedacos(alvo.base, "/api/hub/auth/me/avatar/", TAMANHO_ANONIMO),
      ),
    ),
    cronometrarAte(alvo.base, CATALOGO, inicio + JANELA_MS),
  ]);
  await pausa(1_000);
  const delta = pico() - rssAntes;
  const recusadas = recusas.filter((r) => r.status === 401 || r.status === 413).length;
  const demora = Math.max(...recusas.map((r) => r.ms));
  const catalogoMax = Math.round(Math.max(...catalogo));
  const enviados = Math.round(recusas.reduce((s, r) => s + r.enviadosMb, 0) / recusas.length);
  console.log(
    `  respostas: ${[...new Set(recusas.map((r) => r.status))].join(", ")}; catálogo antes ${Math.round(antes)} ms, ` +
      `durante ${catalogo.length} chamadas`,
  );
  return [
    {
      medida: `RSS do servidor sob ${ANONIMOS} envios anônimos de 100 MB em pedaços (MB a mais)`,
      valor: delta,
      linha: "≤ +100 MB",
      ok: mais(delta, 100),
    },
    {
      medida: "envios anônimos recusados com 401 ou 413",
      valor: `${recusadas}/${ANONIMOS}`,
      linha: `${ANONIMOS}/${ANONIMOS}`,
      ok: recusadas === ANONIMOS,
    },
    {
      medida: "o mais lento a ser recusado (ms)",
      valor: demora,
      linha: "≤ 2000 ms",
      ok: mais(demora, 2_000),
    },
    {
      medida: "MB que cada envio anônimo mandou até a recusa (média; o resto não foi aceito)",
      valor: enviados,
      linha: "≤ 10 MB",
      ok: mais(enviados, 10),
    },
    {
      medida: `catálogo (GET ${CATALOGO}) durante o ataque, o mais lento (ms)`,
      valor: catalogoMax,
      linha: "≤ 2000 ms",
      ok: mais(catalogoMax, 2_000),
    },
  ];
}

/** The same 100 MB bodies from a signed-in user: each is read only up to its route's limit, a few at a time. */
async function excessoAutenticado(alvo: Alvo): Promise<Medida[]> {
  const token = await alvo.entrar("cliente@hub.example");
  await pausa(500);
  const rssAntes = alvo.rssMb();
  const pico = amostrarRss(alvo);
  const recusas = await Promise.all(
    Array.from({ length: ANONIMOS }, () =>
      enviarEmPedacos(alvo.base, "/api/hub/auth/me/avatar/", TAMANHO_ANONIMO, token),
    ),
  );
  await pausa(1_000);
  const delta = pico() - rssAntes;
  const recusadas = recusas.filter((r) => r.status === 413).length;
  const demora = Math.max(...recusas.map((r) => r.ms));
  return [
    {
      medida: `RSS do servidor sob ${ANONIMOS} envios de 100 MB em pedaços de um usuário com sessão (MB a mais)`,
      valor: delta,
      linha: "≤ +100 MB",
      ok: mais(delta, 100),
    },
    {
      medida: `desses, recusados com 413 no limite da rota (o mais lento em ${demora} ms)`,
      valor: `${recusadas}/${ANONIMOS}`,
      linha: `${ANONIMOS}/${ANONIMOS}`,
      ok: recusadas === ANONIMOS,
    },
  ];
}

async function uploadsAutenticados(alvo: Alvo): Promise<Medida[]> {
  const token = await alvo.entrar("prestador@hub.example");
  const ler = async <T,>(caminho: string) => {
    const res = await fetch(new URL(caminho, alvo.base), { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET ${caminho}: ${res.status}`);
    return (await res.json()) as T;
  };
  const empresa = (await ler<{ results: { id: number }[] }>("/api/hub/empresa/")).results[0].id;
  const tipo = (await ler<{ id: number }[]>("/api/hub/empresa/documento/tipo/"))[0].id;
  const arquivo = pdf(TAMANHO_UPLOAD);
  const enviar = async () => {
    const form = new FormData();
    form.append("empresa", String(empresa));
    form.append("tipo", String(tipo));
    form.append("arquivo", new Blob([arquivo], { type: "application/pdf" }), "documento.pdf");
    const res = await fetch(new URL("/api/hub/empresa/documento/", alvo.base), {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    return res.status;
  };
  // One first, alone: the route and the database's first large write are warm before the baseline.
  if ((await enviar()) !== 201) throw new Error("o envio de um documento de 10 MB não foi aceito");
  await pausa(1_000);
  const rssAntes = alvo.rssMb();
  const pico = amostrarRss(alvo);
  const inicio = performance.now();
  const status = await Promise.all(Array.from({ length: UPLOADS }, enviar));
  const ms = Math.round(performance.now() - inicio);
  await pausa(500);
  const delta = pico() - rssAntes;
  const aceitos = status.filter((s) => s === 201).length;
  return [
    {
      medida: `RSS do servidor sob ${UPLOADS} envios de 10 MB de um prestador ao mesmo tempo (MB a mais)`,
      valor: delta,
      linha: "≤ +150 MB",
      ok: mais(delta, 150),
    },
    {
      medida: `envios de 10 MB aceitos (${ms} ms para os ${UPLOADS})`,
      valor: `${aceitos}/${UPLOADS}`,
      linha: `${UPLOADS}/${UPLOADS}`,
      ok: aceitos === UPLOADS,
    },
  ];
}

const cenario: Cenario = {
  nome: "corpo",
  descricao:
    "20 envios anônimos de 100 MB em pedaços ao mesmo tempo (PUT /auth/me/avatar/), o catálogo durante eles, " +
    "os mesmos de um usuário com sessão, e 12 envios de 10 MB de um prestador ao mesmo tempo",
  medir: async (alvo) => [
    ...(await ataqueAnonimo(alvo)),
    ...(await excessoAutenticado(alvo)),
    ...(await uploadsAutenticados(alvo)),
  ],
};
export default cenario;
