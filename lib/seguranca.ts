// Security headers (DESIGN §3 "The HTTP edge"). Pages get a Content-Security-Policy with a fresh nonce per
// response (proxy.ts), which Next puts on its own scripts; antd writes its CSS-in-JS as inline <style>, so
// styles are allowed inline while scripts are not. The API answers data only, so its policy allows nothing.

export const CSP_API = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function cspDaPagina(nonce: string, desenvolvimento: boolean): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts the nonced ones load (Next's chunks) run; nothing else does. React's dev
    // tools evaluate code, so development also needs 'unsafe-eval'.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${desenvolvimento ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries, page or API. */
export const CABECALHOS_SEGURANCA = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** Sent only over HTTPS (behind a proxy that says so), where browsers honour it. */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" };

/** Methods the portal answers; anything else (TRACE, CONNECT…) gets 405 before it reaches Next (server/borda.ts). */
export const METODOS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
