import { ConfigProvider, message } from "antd";
import type { ArgsProps } from "antd/es/message/interface";
import ptBR from "antd/es/locale/pt_BR";
import { theme } from "@/styles/theme";

// antd's static messages, in the theme, for the pages drawn without antd (lib/messages.ts loads this module on
// their first message, so antd's script comes to those pages only then).
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={ptBR} theme={theme}>
      {children}
    </ConfigProvider>
  ),
});

// Below the portal's header (64 px, styles/moldura.css), not over its brand, menu and cart.
message.config({ top: 72 });

export function avisar(aviso: ArgsProps): void {
  void message.open(aviso);
}
