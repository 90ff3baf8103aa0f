import "server-only";

/** A link shown as a button in HTML and as its address in text. */
export type Botao = { texto: string; url: string };

/** One e-mail's content: a heading, paragraphs, items (a digest's notifications) and a button. */
export type Conteudo = {
  titulo: string;
  paragrafos: string[];
  itens?: { titulo: string; texto: string; url: string }[];
  botao?: Botao;
};

const ENTIDADES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe inside HTML (content and attributes): every value put in a message passes here. */
export const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => ENTIDADES[c]);

const RODAPE = "Hub de Serviços: mensagem automática, não responda a este e-mail.";
const COR = "#11488f";

/** The message's text and HTML from one content, so both always say the same. */
export function montar(c: Conteudo): { texto: string; html: string } {
  const texto = [
    c.titulo,
    "",
    ...c.paragrafos.flatMap((p) => [p, ""]),
    ...(c.itens ?? []).flatMap((i) => [`• ${i.titulo}: ${i.texto}`, `  ${i.url}`, ""]),
    ...(c.botao ? [`${c.botao.texto}: ${c.botao.url}`, ""] : []),
    "--",
    RODAPE,
  ].join("\n");
  const itens = c.itens?.length
    ? `<ul style="padding-left:20px">${c.itens
        .map(
          (i) =>
            `<li style="margin-bottom:12px"><a href="${escapar(i.url)}" style="color:${COR};font-weight:bold">${escapar(i.titulo)}</a><br>${escapar(i.texto)}</li>`,
        )
        .join("")}</ul>`
    : "";
  const botao = c.botao
    ? `<p><a href="${escapar(c.botao.url)}" style="display:inline-block;background:${COR};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapar(c.botao.texto)}</a></p><p style="font-size:13px;color:#555">Se o botão não abrir, copie este endereço no navegador:<br>${escapar(c.botao.url)}</p>`
    : "";
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapar(c.titulo)}</title></head><body style="font-family:Arial,sans-serif;color:#1f1f1f;max-width:600px;margin:0 auto;padding:16px"><h1 style="font-size:20px;color:${COR}">${escapar(c.titulo)}</h1>${c.paragrafos.map((p) => `<p>${escapar(p)}</p>`).join("")}${itens}${botao}<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#555">${escapar(RODAPE)}</p></body></html>`;
  return { texto, html };
}
