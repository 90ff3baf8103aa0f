import type { Metadata } from "next";
import { NovoQuestionario } from "@/components/questionario/questionario-detalhe";
import { QUESTIONARIOS_PATH } from "@/lib/paths";

export const metadata: Metadata = { title: "Novo questionário" };

export default function Page() {
  return <NovoQuestionario base={QUESTIONARIOS_PATH.admin} />;
}
