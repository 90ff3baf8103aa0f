import type { ThemeConfig } from "antd";
import type { MapToken, SeedToken } from "antd/es/theme/interface";
import derivar from "antd/es/theme/themes/default";
import { BRAND, BREAKPOINTS, MOBILE_MAX_WIDTH } from "@/lib/constants";
import MAPA from "./tema-mapa.json";

const mesmaSemente = (semente: SeedToken) => {
  const escrita: Record<string, unknown> = MAPA.semente;
  const chaves = Object.keys(semente) as (keyof SeedToken)[];
  return chaves.length === Object.keys(escrita).length && chaves.every((k) => semente[k] === escrita[k]);
};

/**
 * antd's default algorithm, its result for this theme's seed read from styles/tema-mapa.json (`npm run tema`):
 * deriving it (palettes of 13 colours, sizes, fonts) was a long task of a phone's main thread on every signed-in
 * page. Any other seed (a part's own theme) is derived as antd would.
 */
const algoritmo = (semente: SeedToken): MapToken =>
  mesmaSemente(semente) ? ({ ...MAPA.mapa } as MapToken) : derivar(semente);

export const theme: ThemeConfig = {
  // The class names antd's stylesheet (antd/dist/antd.css) is written for: no hash in them, and the theme's CSS
  // variables under one fixed class rather than one derived from React's ids (components/tema/tema.tsx).
  hashed: false,
  cssVar: { key: "css-var-hub" },
  algorithm: algoritmo,
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorWarning: BRAND.accent,
    // antd's red (#ff4d4f) reads at 3.3:1 on white: danger buttons and field errors are text to read (5.2:1).
    colorError: "#d32029",
    borderRadius: 6,
    // antd's greys for secondary text, descriptions and placeholders read at 2.8–3.4:1 on white; these read at
    // 5.7:1 or more (WCAG AA), on white and on the light grey of table headers.
    colorTextSecondary: "rgba(0, 0, 0, 0.65)",
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.6)",
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // antd's screen tokens carry the layout breakpoints (SPEC §9); xs is the mobile limit.
    screenXS: MOBILE_MAX_WIDTH - 96,
    screenXSMax: MOBILE_MAX_WIDTH,
    screenSM: BREAKPOINTS.sm,
    screenSMMin: BREAKPOINTS.sm,
    screenSMMax: BREAKPOINTS.md - 1,
    screenMD: BREAKPOINTS.md,
    screenMDMin: BREAKPOINTS.md,
    screenMDMax: BREAKPOINTS.lg - 1,
    screenLG: BREAKPOINTS.lg,
    screenLGMin: BREAKPOINTS.lg,
    screenLGMax: BREAKPOINTS.xl - 1,
    screenXL: BREAKPOINTS.xl,
    screenXLMin: BREAKPOINTS.xl,
  },
  components: {
    Layout: { headerBg: BRAND.primary, headerColor: "#fff", siderBg: "#fff" },
    // A preset tag writes its text in shade 7 on shade 1: 2.1–3.4:1 for orange, green, gold, cyan… These are
    // the lightest shades of each palette that read at 4.5:1 or more on that background (lib/cor.ts measured).
    // An empty table says so in the disabled grey (2.8:1); it is a message to read, not a disabled control.
    Table: { colorTextDisabled: "rgba(0, 0, 0, 0.62)" },
    Tag: {
      volcano7: "#ad2102",
      orange7: "#ad4e00",
      gold7: "#874d00",
      yellow7: "#876800",
      lime7: "#3f6600",
      green7: "#237804",
      cyan7: "#006d75",
    },
  },
};
