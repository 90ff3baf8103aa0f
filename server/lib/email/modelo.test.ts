import { describe, expect, it } from "vitest";
import { montar } from "./modelo";

describe("an e-mail's content", () => {
  it("says the same in text and HTML, and escapes every value put in the HTML", () => {
    const { texto, html } = montar({
      titulo: "Nova <mensagem>",
      paragrafos: ['A empresa "Tom & Cia" escreveu <script>alert(1)</script>.'],
      itens: [{ titulo: "Etapa", texto: "Entregue", url: "https://hub.example/x?a=1&b=2" }],
      botao: { texto: "Abrir", url: 'https://hub.example/"><img src=x>' },
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;Tom &amp; Cia&quot;");
    expect(html).toContain('href="https://hub.example/x?a=1&amp;b=2"');
    expect(html).toContain('lang="pt-BR"');
    expect(texto).toContain('A empresa "Tom & Cia" escreveu <script>alert(1)</script>.');
    expect(texto).toContain("• Etapa: Entregue\n  https://hub.example/x?a=1&b=2");
    expect(texto).toContain('Abrir: https://hub.example/"><img src=x>');
  });
});
