import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { Providers } from "./providers";
import { Tema } from "./tema";
import { ComSessao } from "./com-sessao";

/**
 * The shell of the areas: the session, the query client and antd for their pages, in the usual frame. The session
 * comes from the server, so the page it sends already has the user's name, menu and controls (no request for
 * it after hydration, and nothing moving in when it answers). A server component of three client ones: the
 * browser runs each one's modules (next-auth and the query client, antd, the frame) as it reaches it while
 * hydrating, and can paint or answer a tap between them; as one client component they ran in one long task.
 */
export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <Providers session={session}>
      <Tema>
        <ComSessao>{children}</ComSessao>
      </Tema>
    </Providers>
  );
}
