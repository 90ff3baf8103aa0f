import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { Providers } from "./providers";
import { AntdDaPagina } from "./antd-da-pagina";
import { ComSessao } from "./com-sessao";

/**
 * The shell of the areas: the session, the query client and antd for their pages, in the usual frame. The session
 * comes from the server, so the page it sends already has the user's name, menu and controls (no request for
 * it after hydration, and nothing moving in when it answers). A server component of client ones: the browser
 * runs each one's modules (next-auth and the query client, the frame, antd) as it reaches it while hydrating,
 * and can paint or answer a tap between them; as one client component they ran in one long task. The frame draws
 * nothing with antd: its parts that do (the bell's drawer, the picture's dialog) bring it when they open.
 */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <Providers session={session} exigida>
      <ComSessao>
        <AntdDaPagina>{children}</AntdDaPagina>
      </ComSessao>
    </Providers>
  );
}
