"use client";
import { WelcomeCard } from "./welcome-card";

export function AvaliadorHome() {
  return (
    <WelcomeCard
      summary="Você avalia as inscrições das empresas nos editais de credenciamento: documentos de habilitação jurídica, fiscal e técnica de cada etapa."
      next={[
        "Confira seus dados de acesso acima; é com esta conta que suas avaliações ficam registradas no histórico.",
        "Ao avaliar, registre o motivo de cada reprovação: a empresa recebe o resultado preliminar com ele.",
      ]}
    />
  );
}
