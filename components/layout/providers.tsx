"use client";
import { useState, type ReactNode } from "react";
import type { Session } from "next-auth";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dayjs from "dayjs";
import "dayjs/locale/pt-br";
import { SessaoProvider } from "@/hooks/use-sessao";

dayjs.locale("pt-br");

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
 * The session and the query client, for the pages that call the API as the signed-in user (the areas, the
 * cart); those drawn with antd add Tema inside. The link pages, with no session, take Consultas alone. The
 * catalogue, the offer, the login and the 404 do without (issue 10): they ship less JavaScript. `session`: the
 * one the server read for the page (null: no one signed in); `exigida`: the page is only for someone signed in.
 */
export function Providers({
  session,
  exigida,
  children,
}: {
  session: Session | null;
  exigida?: boolean;
  children: ReactNode;
}) {
  return (
    <SessaoProvider session={session} exigida={exigida}>
      <Consultas>{children}</Consultas>
    </SessaoProvider>
  );
}
