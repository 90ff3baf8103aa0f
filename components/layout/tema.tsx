"use client";
import { useEffect, type ReactNode } from "react";
import { App, ConfigProvider } from "antd";
import ptBR from "antd/locale/pt_BR";
import { theme } from "@/styles/theme";
import { setMessageApi } from "@/lib/messages";

function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}

/**
 * What every page needs: antd's theme and pt-BR texts, and the feedback messages (lib/messages.ts). The
 * session and the query client are not here: pages that call the API get them from Providers.
 */
export function Tema({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={theme}>
      <App>
        <MessageBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
