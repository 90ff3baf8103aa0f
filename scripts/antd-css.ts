import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import postcss, { type Rule } from "postcss";

export const ARQUIVO_CSS = "styles/antd.gen.css";

/**
 * antd's components the portal never draws, with the class prefixes of their styles. Their rules are a third of
 * antd's stylesheet, which a phone parses and matches in one long task after every signed-in page hydrates.
 * None is drawn by a component the portal uses (a select's menu is `.ant-select-dropdown`, the tabs' overflow
 * menu `.ant-tabs-dropdown`); scripts/tema.test.ts fails if the code starts importing one of them.
 */
export const FORA: Record<string, readonly string[]> = {
  Alert: ["alert"],
  Anchor: ["anchor"],
  Avatar: ["avatar"],
  Breadcrumb: ["breadcrumb"],
  Card: ["card"],
  Carousel: ["carousel"],
  Cascader: ["cascader"],
  Collapse: ["collapse"],
  ColorPicker: ["color-picker"],
  Descriptions: ["descriptions"],
  Dropdown: ["dropdown"],
  FloatButton: ["float-btn"],
  Image: ["image"],
  Layout: ["layout"],
  Masonry: ["masonry"],
  Mentions: ["mentions"],
  Menu: ["menu"],
  notification: ["notification"],
  Popconfirm: ["popconfirm"],
  QRCode: ["qrcode"],
  Rate: ["rate"],
  Result: ["result"],
  Segmented: ["segmented"],
  Slider: ["slider"],
  Splitter: ["splitter"],
  Steps: ["steps"],
  Table: ["table"],
  Timeline: ["timeline"],
  Tour: ["tour"],
  Transfer: ["transfer"],
  Tree: ["tree"],
  TreeSelect: ["select-tree", "tree-select"],
};

const prefixos = Object.values(FORA).flat();
const CLASSE_FORA = new RegExp(`\\.ant-(?:${prefixos.join("|")})(?![a-z0-9])`);

/** Whether a selector styles a component of FORA (any class of it: `.ant-table`, `.ant-table-cell`…). */
export const estilaComponenteFora = (seletor: string) => CLASSE_FORA.test(seletor);

/** antd's stylesheet for its zero-runtime mode (antd/dist/antd.css) without the rules of FORA's components. */
export function cssDoAntd(): string {
  const arquivo = createRequire(import.meta.url).resolve("antd/dist/antd.css");
  const raiz = postcss.parse(readFileSync(arquivo, "utf8"));
  raiz.walkRules((regra: Rule) => {
    if (regra.parent?.type === "atrule" && /keyframes$/.test((regra.parent as { name: string }).name)) return;
    const ficam = regra.selectors.filter((s) => !estilaComponenteFora(s));
    if (ficam.length === 0) regra.remove();
    else if (ficam.length < regra.selectors.length) regra.selectors = ficam;
  });
  // An at-rule (a media query) left empty goes too.
  raiz.walkAtRules((a) => {
    if (a.nodes && a.nodes.length === 0) a.remove();
  });
  return raiz.toString();
}
