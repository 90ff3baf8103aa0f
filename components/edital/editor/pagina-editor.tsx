"use client";
import dynamic from "next/dynamic";
import { Esqueleto } from "@/components/ui/esqueleto";
import { QueryBlock } from "@/components/ui/query-block";
import { useEdital } from "@/services/edital/edital";

// The editor reads its draft from localStorage while rendering: drawn only in the browser, and loaded then.
const Editor = dynamic(() => import("./editor").then((m) => m.EditorDeEdital), {
  ssr: false,
  loading: () => <Esqueleto linhas={8} />,
});

/** "Novo edital". */
export const NovoEdital = () => <Editor />;

/** A draft's editor, once the tender is read. */
export function EditarEdital({ id }: { id: number }) {
  const edital = useEdital(id);
  return (
    <QueryBlock query={edital} empty="" erro="Não foi possível carregar o edital.">
      {(e) => <Editor edital={e} />}
    </QueryBlock>
  );
}
