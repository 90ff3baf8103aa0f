"use client";
import { useState } from "react";
import { Button, Space } from "antd";
import { Texto } from "@/components/ui/texto";
import { DownloadOutlined } from "@ant-design/icons";
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
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={recebidos !== null} onClick={() => void exportar()}>
        Exportar planilha
      </Button>
      <Texto type="secondary" role="status" aria-live="polite">
        {recebidos !== null && `Gerando planilha: ${formatTamanho(recebidos)} recebidos`}
      </Texto>
    </Space>
  );
}
