"use client";
import type { ReactNode } from "react";
import { useJaAberto, type ModalName } from "@/stores/modals";

/**
 * Mounts a modal the first time it opens, and keeps it mounted from then on (a failed action keeps what was
 * typed and the server's message). Until then the page neither loads its code (with `next/dynamic`), nor
 * hydrates it, nor makes the calls its fields need: the request detail mounted sixteen closed modals, and
 * read the partners' list on every visit for one of them (issue 10).
 */
export function AoAbrir({ nome, children }: { nome: ModalName; children: ReactNode }) {
  return useJaAberto(nome) ? children : null;
}
