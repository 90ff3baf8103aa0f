"use client";
import { useState, type ComponentType } from "react";
import { useModalsStore, type ModalName } from "@/stores/modals";

/**
 * Renders `Modal` from the first time its modal is opened on, and from then on always: its code (a chunk of
 * its own, through next/dynamic) is fetched only when someone needs it, and once shown it keeps its state
 * (after a 409 the refetched detail may drop its action, and the open modal must keep the server's message
 * and the typed text).
 */
export function ModalSobDemanda<P extends object>({
  nome,
  Modal,
  props,
}: {
  nome: ModalName;
  Modal: ComponentType<P>;
  props: P;
}) {
  const aberto = useModalsStore((s) => s[nome]);
  const [montado, setMontado] = useState(aberto);
  if (aberto && !montado) setMontado(true);
  return montado ? <Modal {...props} /> : null;
}
