import type { Metadata } from "next";
import { Forbidden } from "@/components/layout/forbidden";

export const metadata: Metadata = { title: "Acesso negado" };

export default function AccessDeniedPage() {
  return <Forbidden home="/" />;
}
