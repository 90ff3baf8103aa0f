// Issue 43, item 5: card testing through a payment link. Staff send a link for the demo request that waits for its
// payment; then 200 anonymous POSTs to it, 8 at a time, each with another Luhn-valid card the gateway declines.
// Counts the declined charges the link accepted (each a gateway call and a payment row), the refusals (429),
// and whether the link still takes a card at the end.
import type { Alvo, Cenario, Medida } from "./alvo.mts";

const TENTATIVAS = 200;
const AO_MESMO_TEMPO = 8;

/** A 16-digit Visa number with a correct Luhn digit, different for each `n`, that no test card is. */
function cartaoLuhn(n: number) {
  const corpo = `4539${String(n).padStart(11, "0")}`;
  let soma = 0;
  for (let i = 0; i < corpo.length; i++) {
    let d = Number(corpo[corpo.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    soma += d;
  }
  return `${corpo}${(10 - (soma % 10)) % 10}`;
}

async function api(base: string, caminho: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}/api/hub${caminho}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: res.status,
    corpo: (await res.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

async function medir({ base, entrar }: Alvo): Promise<Medida[]> {
  const token = await entrar("gestor@hub.example");
  const fila = await api(base, "/solicitacao/interno/pendentes/?substatus=AGUARDANDO_PAGAMENTO", { token });
  const [alvo] = (fila.corpo?.results ?? []) as { id: number }[];
  if (!alvo) throw new Error(`nenhuma solicitação aguardando pagamento na demonstração (${fila.status})`);
  const link = await api(base, "/pagamento/interno/gera-link/", { token, body: { solicitacao: alvo.id } });
  if (link.status !== 201) throw new Error(`gerar o link: ${link.status}`);
  const caminho = `/link/pagamento/${String(link.corpo!.url).split("/pagamento/")[1]}/`;
  const cartao = (numero: string) => ({
    forma: "CARTAO",
    parcelas: 1,
    cartao: { numero, nome: "TESTE DE CARTAO", validade: "12/30", cvv: "123" },
  });

  const respostas: { status: number; situacao?: unknown }[] = [];
  let proximo = 0;
  const inicio = performance.now();
  const laco = async () => {
    while (proximo < TENTATIVAS) {
      const r = await api(base, caminho, { body: cartao(cartaoLuhn(proximo++)) });
      respostas.push({ status: r.status, situacao: r.corpo?.situacao });
    }
  };
  await Promise.all(Array.from({ length: AO_MESMO_TEMPO }, laco));
  const segundos = (performance.now() - inicio) / 1000;
  const aceitas = respostas.filter((r) => r.status === 201 && r.situacao === "FALHOU").length;
  const recusadas = respostas.filter((r) => r.status === 429).length;
  const erros500 = respostas.filter((r) => r.status >= 500).length;
  // A test card the sandbox approves: a link still live would take it.
  const depois = await api(base, caminho, { body: cartao("4111111111111111") });
  const porStatus = Object.entries(
    respostas.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {}),
  )
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  console.log(
    `  ${TENTATIVAS} cartões em ${segundos.toFixed(1)} s (${(TENTATIVAS / segundos).toFixed(0)}/s): ${porStatus}; ` +
      `um cartão aprovado depois: ${depois.status}`,
  );
  return [
    { medida: "cartões recusados aceitos pelo link", valor: aceitas, linha: "≤ 5", ok: aceitas <= 5 },
    {
      medida: "tentativas recusadas sem cobrança (429)",
      valor: recusadas,
      linha: "≥ 195",
      ok: recusadas >= 195,
    },
    {
      medida: "link aceita cartão depois do ataque",
      valor: depois.status === 429 ? "não" : `sim (${depois.status})`,
      linha: "não",
      ok: depois.status === 429,
    },
    { medida: "respostas 500", valor: erros500, linha: "0", ok: erros500 === 0 },
  ];
}

export default {
  nome: "cartao",
  descricao:
    "teste de cartões por um link de pagamento: 200 cartões válidos pelo algoritmo de Luhn, recusados",
  medir,
} satisfies Cenario;
