"use client";
import { useEffect, useState, type ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionProvider, signOut, useSession } from "next-auth/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dayjs from "dayjs";
import "dayjs/locale/pt-br";
import { REDIRECTED_URL } from "@/lib/api-client";
import { clearToken, storeToken } from "@/lib/token-cookie";

dayjs.locale("pt-br");

const pollSeconds = Number(process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS ?? 300) || 0;

/** Keeps the hub-token cookie in step with the session and ends a session the API revoked. */
function SessionSync() {
  const { data, status } = useSession();
  useEffect(() => {
    if (status === "unauthenticated") clearToken();
    if (status !== "authenticated") return;
    if (data.error) {
      clearToken();
      void signOut({ callbackUrl: REDIRECTED_URL });
    } else if (data.hubToken) storeToken(data.hubToken);
  }, [data, status]);
  return null;
}

/** A query client of its own, for a part of a page that calls the API on a page without Providers. */
export function Consultas({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The session and the query client, for the pages that call the API (the areas, the cart, the link pages);
 * those drawn with antd add Tema inside. The catalogue, the offer, the login and the 404 do without (issue
 * 10): they ship less JavaScript. One SessionProvider a page: a second one starts out "unauthenticated"
 * (next-auth keeps the session in one global), and SessionSync would drop the token. `session`: the one the server read, when it did (the areas).
 */
export function Providers({ session, children }: { session?: Session; children: ReactNode }) {
  return (
    <SessionProvider session={session} refetchOnWindowFocus refetchInterval={pollSeconds}>
      <Consultas>
        <SessionSync />
        {children}
      </Consultas>
    </SessionProvider>
  );
}
