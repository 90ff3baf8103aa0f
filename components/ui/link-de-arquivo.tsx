"use client";
import { DownloadOutlined } from "@ant-design/icons";
import { avisarErro } from "@/lib/aviso-da-api";

/** A stored file as a download link (antd's link button, in plain HTML) named for it, or `vazio` when there is none; a failure says why. */
export function LinkDeArquivo({
  nome,
  baixar,
  vazio,
}: {
  nome: string | undefined;
  baixar: () => Promise<void>;
  vazio: string;
}) {
  if (!nome) return <>{vazio}</>;
  return (
    <button
      type="button"
      className="botao botao-link"
      style={{ padding: 0, height: "auto", whiteSpace: "normal", textAlign: "left" }}
      aria-label={`Baixar ${nome}`}
      onClick={() => baixar().catch(avisarErro)}
    >
      <DownloadOutlined />
      {nome}
    </button>
  );
}
