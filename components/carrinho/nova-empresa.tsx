"use client";
import type { Empresa } from "@/services/empresa";
import { Tema } from "@/components/tema/tema";
import { ModalNovaEmpresa } from "@/components/empresa/modal-nova-empresa";

/** The new-company dialog of the checkout, with the antd it is drawn with (the cart has none of its own). */
export function NovaEmpresa({ onCreated }: { onCreated: (empresa: Empresa) => void }) {
  return (
    <Tema>
      <ModalNovaEmpresa onCreated={onCreated} />
    </Tema>
  );
}
