import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditarQuestionario } from "@/components/questionario/questionario-detalhe";
import { parseId, QUESTIONARIOS_PATH } from "@/lib/paths";

export const metadata: Metadata = { title: "Questionário" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id) ?? notFound();
  return <EditarQuestionario id={id} base={QUESTIONARIOS_PATH.admin} />;
}
