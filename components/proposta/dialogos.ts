"use client";
import dynamic from "next/dynamic";
import { comAntd } from "@/components/tema";

// A proposal's dialogs, shared by the client's comparison and the staff's list of a request's proposals: each
// loads with antd when first opened, since the cards and the list already say what one weighs.
export const DetalhesDaProposta = dynamic(
  () => comAntd(import("./detalhes-modal").then((m) => m.DetalhesDaProposta)),
  { ssr: false },
);
export const ModalNegociacao = dynamic(
  () => comAntd(import("./modal-negociacao").then((m) => m.ModalNegociacao)),
  { ssr: false },
);
