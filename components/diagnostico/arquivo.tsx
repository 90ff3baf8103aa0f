"use client";
import { Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { baixarDiagnostico } from "@/services/diagnostico";

/** The diagnostic's file as a download link, or that it has not been sent yet. */
export function ArquivoDoDiagnostico({ d }: { d: { id: number; arquivo: { nome: string } | null } }) {
  if (!d.arquivo) return <>Ainda não enviado</>;
  return (
    <Button
      type="link"
      icon={<DownloadOutlined />}
      style={{ padding: 0, height: "auto", whiteSpace: "normal", textAlign: "left" }}
      aria-label={`Baixar ${d.arquivo.nome}`}
      onClick={() => baixarDiagnostico(d).catch((e: unknown) => notify("error", apiErrorOf(e).detail))}
    >
      {d.arquivo.nome}
    </Button>
  );
}
