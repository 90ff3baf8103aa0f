"use client";
import type { ReactNode } from "react";
import { Button } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { notify } from "@/lib/messages";

/** A small download button named by `rotulo` (the icon alone, or beside `children`); a failed download says why. */
export function BotaoBaixar({
  rotulo,
  baixar,
  children,
}: {
  rotulo: string;
  baixar: () => Promise<void>;
  children?: ReactNode;
}) {
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      aria-label={rotulo}
      onClick={() => baixar().catch((e: Error) => notify("error", e.message))}
    >
      {children}
    </Button>
  );
}
