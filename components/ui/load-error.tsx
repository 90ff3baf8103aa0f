"use client";
import { Alert, Button } from "antd";
import { apiErrorOf } from "@/lib/api-client";

/** What a list or detail shows when its data could not be loaded: what failed, why, and a retry. */
export function LoadError({ title, error, retry }: { title: string; error: unknown; retry: () => unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={title}
      description={apiErrorOf(error).detail}
      action={<Button onClick={() => void retry()}>Tentar de novo</Button>}
    />
  );
}
