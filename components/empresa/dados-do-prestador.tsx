"use client";
import dynamic from "next/dynamic";
import { capitalizeWords } from "@/lib/format";
import { useJaAberto, useModal } from "@/stores/modals";

/** A provider's profile, in a dialog that loads when first opened. */
export const ModalDoPrestador = dynamic(
  () => import("./modal-do-prestador").then((m) => m.ModalDoPrestador),
  { ssr: false },
);

export type Flag = "providerData" | "diagnosticianData";

export const TITULO: Record<Flag, string> = {
  providerData: "Dados do prestador",
  diagnosticianData: "Dados do diagnosticador",
};

/**
 * The button opening a provider's profile, named by what it shows: antd's link button in plain HTML, so that the
 * domain's face (index.ts) brings no antd to the request pages drawn without it, which take its company list.
 */
export function BotaoDadosDoPrestador({ modal, onClick }: { modal: Flag; onClick: () => void }) {
  return (
    <button
      type="button"
      className="botao botao-link"
      style={{ padding: 0, height: "auto" }}
      onClick={onClick}
    >
      {TITULO[modal]}
    </button>
  );
}

/**
 * A provider's name with a button opening its profile: "provider data" where it quotes, "diagnostician
 * data" where it makes the diagnostic (SPEC §2). For a page showing one provider.
 */
export function DadosDoPrestador({
  prestador,
  modal,
}: {
  prestador: { id: number; nomefantasia: string };
  modal: Flag;
}) {
  const [, abrir] = useModal(modal);
  const montado = useJaAberto(modal);
  return (
    <>
      {capitalizeWords(prestador.nomefantasia)} <BotaoDadosDoPrestador modal={modal} onClick={abrir} />
      {montado && <ModalDoPrestador id={prestador.id} modal={modal} />}
    </>
  );
}
