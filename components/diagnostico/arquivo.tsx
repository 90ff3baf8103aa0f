"use client";
import { baixarDiagnostico } from "@/services/diagnostico";
import { LinkDeArquivo } from "@/components/ui/link-de-arquivo";

/** The diagnostic's file as a download link, or that it has not been sent yet. */
export const ArquivoDoDiagnostico = ({ d }: { d: { id: number; arquivo: { nome: string } | null } }) => (
  <LinkDeArquivo nome={d.arquivo?.nome} baixar={() => baixarDiagnostico(d)} vazio="Ainda não enviado" />
);
