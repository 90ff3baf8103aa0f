import type { ThemeConfig } from "antd";
import { BRAND, BREAKPOINTS, MOBILE_MAX_WIDTH } from "@/lib/constants";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorWarning: BRAND.accent,
    borderRadius: 6,
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
  },
};
