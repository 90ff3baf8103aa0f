"use client";
import { Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";

/** A stored file as a download link named for it, or `vazio` when there is none; a failure says why. */
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
    <Button
      type="link"
      icon={<DownloadOutlined />}
      style={{ padding: 0, height: "auto", whiteSpace: "normal", textAlign: "left" }}
      aria-label={`Baixar ${nome}`}
      onClick={() => baixar().catch((e: unknown) => notify("error", apiErrorOf(e).detail))}
    >
      {nome}
    </Button>
  );
}
