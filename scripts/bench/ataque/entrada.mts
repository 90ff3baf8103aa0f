// Issue 43, items 3 and 4: ten loops of wrong passwords at cliente@ for 25 s while its owner signs in 20 times
// from a device that signed in before (it presents the `dispositivo` that sign-in gave it, when the API gives
// one) and from the same address as one of the guessers (loopback, as in a naive test). Counts the owner's
// successful sign-ins and the guesses the API checked (401s) rather than refused. Then ten loops sign in to
// gestor@ at once for 20 s, nine with the right password and one with a wrong one (a correct one clears the
// account's turns while the others take theirs: the race of item 3, on PostgreSQL), and every answer of both
// parts is counted for 500s.
import type { Alvo, Cenario, Medida } from "./alvo.mts";
import { DEMO_PASSWORD } from "@/server/demo";

const CONTA = "cliente@hub.example";
const DURACAO_MS = 25_000;
const LACOS = 10;
const ENTRADAS_DO_DONO = 20;

type Resposta = { status: number; dispositivo?: string };

async function entrar(
  base: string,
  password: string,
  extra: object,
  headers: Record<string, string> = {},
  username = CONTA,
) {
  const res = await fetch(`${base}/api/hub/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ username, password, ...extra }),
  });
  const corpo = (await res.json().catch(() => ({}))) as { dispositivo?: string };
  return { status: res.status, dispositivo: corpo.dispositivo } satisfies Resposta;
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function medir({ base }: Alvo): Promise<Medida[]> {
  // The owner's device signs in once before the flood.
  const antes = await entrar(base, DEMO_PASSWORD, {});
  if (antes.status !== 200) throw new Error(`o dono não entrou antes do ataque: ${antes.status}`);
  const doDispositivo = antes.dispositivo ? { dispositivo: antes.dispositivo } : {};

  const respostas: Resposta[] = [];
  const fim = Date.now() + DURACAO_MS;
  // Loop 0 guesses from loopback, as the owner does; the others each from an address of a botnet's.
  const laco = async (i: number) => {
    for (let n = 0; Date.now() < fim; n++)
      respostas.push(
        await entrar(base, "senha-errada", {}, i ? { "x-forwarded-for": `198.51.${i}.${n % 250}` } : {}),
      );
  };
  const dono = async () => {
    const suas: Resposta[] = [];
    await esperar(2_000);
    for (let n = 0; n < ENTRADAS_DO_DONO; n++) {
      suas.push(await entrar(base, DEMO_PASSWORD, doDispositivo));
      await esperar((DURACAO_MS - 4_000) / ENTRADAS_DO_DONO);
    }
    return suas;
  };
  const [doDono] = await Promise.all([dono(), ...Array.from({ length: LACOS }, (_, i) => laco(i))]);

  const concorrentes: Resposta[] = [];
  const fimConcorrencia = Date.now() + 20_000;
  const alternando = async (i: number) => {
    for (let n = 0; Date.now() < fimConcorrencia; n++) {
      const senha = i < 1 ? "senha-errada" : DEMO_PASSWORD;
      const de = { "x-forwarded-for": `203.0.${i}.${n % 250}` };
      concorrentes.push(await entrar(base, senha, {}, de, "gestor@hub.example"));
    }
  };
  await Promise.all(Array.from({ length: LACOS }, (_, i) => alternando(i)));
  console.log(
    `  concorrência: ${concorrentes.length} entradas em 20 s: ` +
      [200, 401, 429, 500]
        .map((s) => `${concorrentes.filter((r) => r.status === s).length} × ${s}`)
        .join(", "),
  );

  const todas = [...respostas, ...doDono, ...concorrentes];
  const entrou = doDono.filter((r) => r.status === 200).length;
  const erros500 = todas.filter((r) => r.status >= 500).length;
  const checados = respostas.filter((r) => r.status === 401).length;
  console.log(
    `  ${respostas.length} palpites em ${DURACAO_MS / 1000} s: ${checados} checados (401), ` +
      `${respostas.filter((r) => r.status === 429).length} recusados (429); dono: ` +
      doDono.map((r) => r.status).join(" "),
  );
  return [
    {
      medida: "entradas do dono durante a enxurrada",
      valor: `${entrou}/${ENTRADAS_DO_DONO}`,
      linha: "todas",
      ok: entrou === ENTRADAS_DO_DONO,
    },
    { medida: "respostas 500 sob entrada concorrente", valor: erros500, linha: "0", ok: erros500 === 0 },
    // The account's turns (server/modules/auth/throttle.ts): 3 at once, then at 1, 3, 7, 15, 31, 47 s…; an
    // attempt whose turn is more than 16 s away is refused (429) without one.
    { medida: "palpites checados na conta", valor: checados, linha: "≤ 9", ok: checados <= 9 },
  ];
}

export default {
  nome: "entrada",
  descricao: "enxurrada de senhas erradas numa conta enquanto o dono entra de um dispositivo conhecido",
  medir,
} satisfies Cenario;
