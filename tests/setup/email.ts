// Reading e-mail as a mail reader does, for the tests: the raw message a test SMTP server received, or an
// .eml the `arquivo` driver wrote, split into its headers and decoded text and HTML parts.

const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

/** A header's encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) decoded. */
const palavras = (s: string) =>
  s
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, t: string) =>
      enc.toLowerCase() === "b" ? Buffer.from(t, "base64").toString("utf8") : qp(t.replace(/_/g, " ")),
    );

function cabecalhos(bloco: string) {
  const h: Record<string, string> = {};
  for (const linha of bloco.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = linha.indexOf(":");
    if (i > 0) h[linha.slice(0, i).toLowerCase()] = linha.slice(i + 1).trim();
  }
  return h;
}

function corpo(h: Record<string, string>, conteudo: string) {
  const enc = (h["content-transfer-encoding"] ?? "").toLowerCase();
  if (enc === "base64") return Buffer.from(conteudo.replace(/\s/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") return qp(conteudo);
  return conteudo;
}

export type EmailLido = { para: string; assunto: string; messageId: string; texto: string; html: string };

/** The message's recipient, subject, Message-ID and its text and HTML, decoded. */
export function lerEmail(bruto: string): EmailLido {
  const [topo, ...resto] = bruto.split(/\r?\n\r?\n/);
  const h = cabecalhos(topo);
  const lido: EmailLido = {
    para: h.to ?? "",
    assunto: palavras(h.subject ?? ""),
    messageId: h["message-id"] ?? "",
    texto: "",
    html: "",
  };
  const fronteira = /boundary="?([^";]+)"?/i.exec(h["content-type"] ?? "")?.[1];
  const partes = fronteira
    ? bruto.split(`--${fronteira}`).slice(1, -1)
    : [`${topo}\n\n${resto.join("\n\n")}`];
  for (const parte of partes) {
    // The line break before the next boundary belongs to the boundary, not to the part.
    const [ph, ...pc] = parte
      .replace(/^\r?\n/, "")
      .replace(/\r?\n$/, "")
      .split(/\r?\n\r?\n/);
    const hh = cabecalhos(ph);
    const tipo = hh["content-type"] ?? "";
    if (tipo.startsWith("text/plain")) lido.texto = corpo(hh, pc.join("\n\n"));
    if (tipo.startsWith("text/html")) lido.html = corpo(hh, pc.join("\n\n"));
  }
  return lido;
}

/**
 * A real SMTP server on a free local port that keeps what it receives; the first `recusar` messages are
 * refused with a temporary error (451), as a mail server out of space or overloaded answers.
 */
export async function servidorSmtp({ recusar = 0 } = {}) {
  const { SMTPServer } = await import("smtp-server");
  const recebidos: (EmailLido & { bruto: string })[] = [];
  let recusados = 0;
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _sessao, fim) {
      const pedacos: Buffer[] = [];
      stream.on("data", (p: Buffer) => pedacos.push(p));
      stream.on("end", () => {
        if (recusados < recusar) {
          recusados++;
          return fim(Object.assign(new Error("Caixa temporariamente indisponível"), { responseCode: 451 }));
        }
        const bruto = Buffer.concat(pedacos).toString("utf8");
        recebidos.push({ ...lerEmail(bruto), bruto });
        fim();
      });
    },
  });
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  const porta = (servidor.server.address() as { port: number }).port;
  return {
    porta,
    recebidos,
    fechar: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
}
