import "server-only";
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import { maskCNPJ, maskCPF } from "@/lib/format";

const MARGEM = 56;
const [LARGURA, ALTURA] = PageSizes.A4;
const LARGURA_TEXTO = LARGURA - 2 * MARGEM;
const TINTA = rgb(0.13, 0.13, 0.13);
const AZUL = rgb(17 / 255, 72 / 255, 143 / 255);
const CINZA = rgb(0.45, 0.45, 0.45);

/** A party as formal documents name it: "CNPJ 00.000.000/0000-00", or "CPF 000.000.000-00" for a person. */
export const documentoDaParte = (p: { cnpj: string | null; cpf: string | null }) =>
  p.cnpj ? `CNPJ ${maskCNPJ(p.cnpj)}` : `CPF ${maskCPF(p.cpf)}`;

/** A column of `tabela`: its share of the text width and how its cells align. */
export type Coluna = { titulo: string; largura: number; direita?: boolean };

// The standard fonts encode WinAnsi only; characters outside it (arrows, some dashes) would throw.
const winAnsi = (texto: string) =>
  texto.replace(/[‐-―]/g, "-").replace(/[^\x20-\x7E\xA0-\xFF€–—‘’“”•…]/g, "");

/** Breaks a text into lines of at most `largura` points (the standard fonts draw no line breaks). */
function quebrar(texto: string, fonte: PDFFont, tamanho: number, largura: number): string[] {
  const linhas: string[] = [];
  for (const paragrafo of winAnsi(texto).split("\n")) {
    let linha = "";
    for (const palavra of paragrafo.split(/\s+/).filter(Boolean)) {
      const proxima = linha ? `${linha} ${palavra}` : palavra;
      if (linha && fonte.widthOfTextAtSize(proxima, tamanho) > largura) {
        linhas.push(linha);
        linha = palavra;
      } else linha = proxima;
    }
    linhas.push(linha);
  }
  return linhas;
}

/**
 * A flowing A4 document (contracts, receipts, certificates, public documents): headings, paragraphs,
 * label–value lines and tables that break onto new pages, and a footer with the page count.
 */
export class DocumentoPdf {
  private pagina!: PDFPage;
  private y = 0;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly nome: string,
    private readonly regular: PDFFont,
    private readonly negrito: PDFFont,
  ) {
    this.novaPagina();
  }

  /** `criadoEm` fixes the file's dates, so the same content gives the same bytes. */
  static async criar(nome: string, criadoEm?: Date): Promise<DocumentoPdf> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(winAnsi(nome));
    pdf.setAuthor("Hub – Programa de Serviços de Consultoria");
    pdf.setLanguage("pt-BR");
    if (criadoEm) {
      pdf.setCreationDate(criadoEm);
      pdf.setModificationDate(criadoEm);
    }
    const [regular, negrito] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new DocumentoPdf(pdf, nome, regular, negrito);
  }

  private novaPagina() {
    this.pagina = this.pdf.addPage(PageSizes.A4);
    this.y = ALTURA - MARGEM;
  }

  /** Starts a new page unless `altura` more points fit on this one. */
  private caber(altura: number) {
    if (this.y - altura < MARGEM + 24) this.novaPagina();
  }

  private escrever(
    texto: string,
    o: { fonte: PDFFont; tamanho: number; cor?: typeof TINTA; x?: number; largura?: number },
  ) {
    const largura = o.largura ?? LARGURA_TEXTO;
    for (const linha of quebrar(texto, o.fonte, o.tamanho, largura)) {
      this.caber(o.tamanho * 1.45);
      this.pagina.drawText(linha, {
        x: o.x ?? MARGEM,
        y: this.y,
        size: o.tamanho,
        font: o.fonte,
        color: o.cor ?? TINTA,
      });
      this.y -= o.tamanho * 1.45;
    }
  }

  titulo(texto: string) {
    this.escrever(texto, { fonte: this.negrito, tamanho: 18, cor: AZUL });
    this.y -= 6;
    return this;
  }

  secao(texto: string) {
    this.y -= 6;
    this.caber(40);
    this.escrever(texto, { fonte: this.negrito, tamanho: 12.5, cor: AZUL });
    this.y -= 2;
    return this;
  }

  paragrafo(texto: string, o: { negrito?: boolean; pequeno?: boolean } = {}) {
    this.escrever(texto, {
      fonte: o.negrito ? this.negrito : this.regular,
      tamanho: o.pequeno ? 9 : 10.5,
      cor: o.pequeno ? CINZA : TINTA,
    });
    this.y -= 5;
    return this;
  }

  /** "Rótulo: valor" lines, the label in bold. */
  campos(pares: [rotulo: string, valor: string][]) {
    for (const [rotulo, valor] of pares) {
      const r = `${winAnsi(rotulo)}: `;
      const largura = this.negrito.widthOfTextAtSize(r, 10.5);
      this.caber(16);
      this.pagina.drawText(r, { x: MARGEM, y: this.y, size: 10.5, font: this.negrito, color: TINTA });
      this.escrever(valor || "—", {
        fonte: this.regular,
        tamanho: 10.5,
        x: MARGEM + largura,
        largura: LARGURA_TEXTO - largura,
      });
    }
    this.y -= 5;
    return this;
  }

  /** A table whose rows wrap within their columns; the header repeats on a new page. */
  tabela(colunas: Coluna[], linhas: string[][]) {
    const total = colunas.reduce((s, c) => s + c.largura, 0);
    const larguras = colunas.map((c) => (c.largura / total) * LARGURA_TEXTO);
    const linha = (celulas: string[], fonte: PDFFont) => {
      const quebradas = celulas.map((c, i) => quebrar(c, fonte, 9.5, larguras[i] - 6));
      const altura = Math.max(...quebradas.map((q) => q.length)) * 13 + 4;
      this.caber(altura);
      let x = MARGEM;
      quebradas.forEach((q, i) => {
        q.forEach((texto, n) => {
          const w = fonte.widthOfTextAtSize(texto, 9.5);
          this.pagina.drawText(texto, {
            x: colunas[i].direita ? x + larguras[i] - 6 - w : x,
            y: this.y - n * 13,
            size: 9.5,
            font: fonte,
            color: TINTA,
          });
        });
        x += larguras[i];
      });
      this.y -= altura;
      this.pagina.drawLine({
        start: { x: MARGEM, y: this.y + 9 },
        end: { x: MARGEM + LARGURA_TEXTO, y: this.y + 9 },
        thickness: 0.4,
        color: CINZA,
      });
    };
    linha(
      colunas.map((c) => c.titulo),
      this.negrito,
    );
    for (const l of linhas) linha(l, this.regular);
    this.y -= 6;
    return this;
  }

  /**
   * A QR code of `endereco` (vector squares, sharp at any zoom) with `legenda` beside it: a reader's phone
   * opens the address without typing it.
   */
  qrcode(endereco: string, legenda: string) {
    const { modules } = QRCode.create(endereco, { errorCorrectionLevel: "M" });
    const lado = 96;
    const modulo = lado / modules.size;
    this.caber(lado + 8);
    const topo = this.y;
    for (let linha = 0; linha < modules.size; linha++)
      for (let coluna = 0; coluna < modules.size; coluna++)
        if (modules.get(linha, coluna))
          this.pagina.drawRectangle({
            x: MARGEM + coluna * modulo,
            y: topo - (linha + 1) * modulo,
            width: modulo,
            height: modulo,
            color: TINTA,
          });
    const x = MARGEM + lado + 14;
    this.escrever(legenda, {
      fonte: this.regular,
      tamanho: 9,
      cor: CINZA,
      x,
      largura: LARGURA_TEXTO - lado - 14,
    });
    this.escrever(endereco, {
      fonte: this.regular,
      tamanho: 9,
      cor: AZUL,
      x,
      largura: LARGURA_TEXTO - lado - 14,
    });
    this.y = Math.min(this.y, topo - lado) - 8;
    return this;
  }

  /** The document's bytes, each page footed with the document's name and "página i de n". */
  async salvar(): Promise<Uint8Array<ArrayBuffer>> {
    const paginas = this.pdf.getPages();
    paginas.forEach((p, i) =>
      p.drawText(winAnsi(`Hub – ${this.nome} – página ${i + 1} de ${paginas.length}`), {
        x: MARGEM,
        y: MARGEM / 2,
        size: 8.5,
        font: this.regular,
        color: CINZA,
      }),
    );
    // A copy on a plain ArrayBuffer, which is what File and Response accept.
    return new Uint8Array(await this.pdf.save());
  }
}
