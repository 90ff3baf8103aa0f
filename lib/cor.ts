// Status colours are data (DESIGN §5), chosen for their hue, not for legibility: antd paints a custom-coloured
// tag as white text on that colour, 2.2:1 on an orange. A tag shows the colour as a light tint with a border
// instead, and its text in the same hue darkened until it reads at WCAG AA (4.5:1) on that tint.

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
};
const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
const misturar = (a: Rgb, b: Rgb, t: number): Rgb => a.map((v, i) => v + (b[i] - v) * t) as Rgb;

const luminancia = (c: Rgb) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours (1 to 21). */
export function contraste(a: string, b: string): number {
  const [claro, escuro] = [luminancia(rgb(a)), luminancia(rgb(b))].sort((x, y) => y - x);
  return (claro + 0.05) / (escuro + 0.05);
}

const BRANCO: Rgb = [255, 255, 255];
const PRETO: Rgb = [0, 0, 0];

type CoresDaEtiqueta = { color: string; background: string; borderColor: string };

// A list draws a tag a row, in a handful of colours: each is worked out once.
const etiquetas = new Map<string, CoresDaEtiqueta>();

/** Text, background and border of a tag in colour `cor`, its text at 4.5:1 or more on its background. */
export function corDeEtiqueta(cor: string): CoresDaEtiqueta {
  let etiqueta = etiquetas.get(cor);
  if (!etiqueta) etiquetas.set(cor, (etiqueta = calcularEtiqueta(cor)));
  return etiqueta;
}

function calcularEtiqueta(cor: string): CoresDaEtiqueta {
  const base = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(cor) ? rgb(cor) : rgb("#8c8c8c");
  const fundo = hex(misturar(base, BRANCO, 0.88));
  let texto = hex(base);
  for (let t = 0.1; contraste(texto, fundo) < 4.5 && t <= 1; t += 0.1) texto = hex(misturar(base, PRETO, t));
  return { color: texto, background: fundo, borderColor: hex(misturar(base, BRANCO, 0.5)) };
}
