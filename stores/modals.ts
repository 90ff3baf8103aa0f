// One open/closed flag per modal screen of SPEC §2; the shell closes them all on route change.
import { useCallback, useState } from "react";
import { create } from "zustand";

export const MODAL_NAMES = [
  "proposals",
  "proposalDetail",
  "negotiation",
  "authorizeRequest",
  "requestAdjustment",
  "editProposal",
  "giveUpProposal",
  "paymentDetails",
  "insertDocument",
  "showContract",
  "sendDelivery",
  "evaluationPage",
  "uploadProposal",
  "viewEvaluation",
  "insertCertificates",
  "viewPaymentReceipt",
  "createCompany",
  "insertAvatar",
  "clientData",
  "transferManager",
  "cancellation",
  "correction",
  "managerApproval",
  "diagnosticianData",
  "providerData",
  "consultantData",
  "providers",
  "workPlan",
  "sharedLink",
  "manageResponsible",
  "paymentLink",
  // The link a new user sets the password with, as the administrator hands it over.
  "linkDeSenha",
  "internalDemandConfig",
  "internalDeliverySubmission",
  "invoiceSubmission",
  "signaturePlan",
  "proofOfPayment",
  "createDocument",
  "tenderStageCreation",
  "createGroup",
  "requestServiceRegistration",
  // A tender's enrolment: the evaluator returns or rejects a document with a reason (SPEC's "insert document"
  // is the company's upload, insertDocument).
  "decidirDocumento",
  // A tender's result: the candidate appeals, staff decide the appeal.
  "recursoEdital",
  "decidirRecurso",
  // Screens the original did not have, each with a flag named for its purpose.
  "pagamentoDaNota",
  "centroCusto",
  "parceiros",
  "parceiro",
  "centroCustoDados",
  "centroCustoOrcamento",
  "centroCustoEnvolvidos",
  "subsolicitacao",
  "recusarDiagnostico",
  "enviarDiagnostico",
  "novaRodada",
  "voltarNegociacao",
  "finalizar",
  "consultor",
  "credenciarConsultor",
  "vinculoCpf",
  "empresaUsuario",
  "vincularServico",
  "recusarCredenciamento",
  "suspenderCredenciamento",
  "generic1",
  "generic2",
  "generic3",
  "generic4",
  "generic5",
  "generic6",
  "generic7",
  "generic8",
  "generic9",
  "generic10",
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];
export type ModalsState = Record<ModalName, boolean>;

function allClosed(): ModalsState {
  return Object.fromEntries(MODAL_NAMES.map((name) => [name, false])) as ModalsState;
}

export const useModalsStore = create<ModalsState>()(allClosed);

export function open(name: ModalName): void {
  useModalsStore.setState({ [name]: true });
}

export function close(name: ModalName): void {
  useModalsStore.setState({ [name]: false });
}

export function toggle(name: ModalName): void {
  useModalsStore.setState((state) => ({ [name]: !state[name] }));
}

export function closeAll(): void {
  useModalsStore.setState(allClosed());
}

/** `const [isOpen, openIt, closeIt] = useModal("negotiation")`; the callbacks are stable per name. */
export function useModal(name: ModalName): [isOpen: boolean, open: () => void, close: () => void] {
  const isOpen = useModalsStore((state) => state[name]);
  const openModal = useCallback(() => open(name), [name]);
  const closeModal = useCallback(() => close(name), [name]);
  return [isOpen, openModal, closeModal];
}

/**
 * True from the first time any of `names` opens: a dialog whose code loads then (`next/dynamic`) stays
 * mounted from that moment, so it closes with its animation and keeps what was typed.
 */
export function useJaAberto(...names: ModalName[]): boolean {
  const aberto = useModalsStore((state) => names.some((name) => state[name]));
  const [jaAberto, setJaAberto] = useState(aberto);
  if (aberto && !jaAberto) setJaAberto(true);
  return jaAberto;
}
