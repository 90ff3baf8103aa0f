"use client";
import { useState } from "react";
import { DownloadOutlined, LoadingOutlined } from "@ant-design/icons";
import { Texto } from "@/components/ui/texto";
import { avisarErro } from "@/lib/aviso-da-api";
import { formatTamanho } from "@/lib/format";

/**
 * The spreadsheet of every row the list's filters pick. The server writes it while it sends it, so its size
 * is unknown until the end: the button shows the bytes received meanwhile.
 */
export function Exportar({ exportar }: { exportar: (progresso: (bytes: number) => void) => Promise<void> }) {
  const [recebidos, setRecebidos] = useState<number | null>(null);
  async function baixar() {
    setRecebidos(0);
    try {
      await exportar(setRecebidos);
    } catch (e) {
      avisarErro(e);
    } finally {
      setRecebidos(null);
    }
  }
  const gerando = recebidos !== null;
  return (
    <div className="fileira">
      <button
        type="button"
        className="botao"
        disabled={gerando}
        aria-busy={gerando || undefined}
        onClick={() => void baixar()}
      >
        {gerando ? <LoadingOutlined /> : <DownloadOutlined />}
        Exportar planilha
      </button>
      <Texto type="secondary" role="status" aria-live="polite">
        {gerando && `Gerando planilha: ${formatTamanho(recebidos)} recebidos`}
      </Texto>
    </div>
  );
}
