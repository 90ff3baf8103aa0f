"use client";
import { useState } from "react";
import { Texto } from "@/components/ui/texto";
import { DownloadOutlined, LoadingOutlined } from "@ant-design/icons";
import { formatTamanho } from "@/lib/format";
import { exportarEmpresas, type FiltroEmpresas } from "@/services/empresa";
import { avisarErro } from "@/lib/aviso-da-api";

/**
 * The spreadsheet of the companies the current filters find. The server writes it while it sends it, so
 * its size is unknown until the end: the button shows the bytes received meanwhile.
 */
export function ExportarEmpresas({ filtros }: { filtros: FiltroEmpresas }) {
  const [recebidos, setRecebidos] = useState<number | null>(null);
  async function exportar() {
    setRecebidos(0);
    try {
      await exportarEmpresas(filtros, setRecebidos);
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
        onClick={() => void exportar()}
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
