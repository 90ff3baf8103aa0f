"use client";
import { useEffect, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { SessionProvider, signOut, useSession } from "next-auth/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App, ConfigProvider } from "antd";
import ptBR from "antd/locale/pt_BR";
import dayjs from "dayjs";
import "dayjs/locale/pt-br";
import { theme } from "@/styles/theme";
import { REDIRECTED_URL } from "@/lib/api-client";
import { setMessageApi } from "@/lib/messages";
import { clearToken, storeToken } from "@/lib/token-cookie";
import { resetOnRouteChange } from "@/stores/shell";

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

function RouteReset() {
  const pathname = usePathname();
  useEffect(() => resetOnRouteChange(), [pathname]);
  return null;
}

function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={pollSeconds}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={ptBR} theme={theme}>
          <App>
            <MessageBridge />
            <SessionSync />
            <RouteReset />
            {children}
          </App>
        </ConfigProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
