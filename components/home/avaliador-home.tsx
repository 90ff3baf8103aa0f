"use client";
import { Link } from "@/components/ui/link";
import { EmBreve } from "./em-breve";
import { WelcomeCard } from "./welcome-card";

const EM_BREVE = [
  "Editais de credenciamento: as inscrições das empresas a avaliar, com os documentos de habilitação jurídica, fiscal e técnica de cada etapa.",
  "O registro de cada avaliação, com o motivo das reprovações, e o resultado preliminar enviado às empresas.",
];

export function AvaliadorHome() {
  return (
    <>
      <WelcomeCard
        summary="Você avalia as inscrições das empresas nos editais de credenciamento: documentos de habilitação jurídica, fiscal e técnica de cada etapa."
        next={[
          <Link key="catalogo" href="/">
            Conhecer os serviços do programa no catálogo, para os quais as empresas pedem credenciamento
          </Link>,
          "Confira seus dados de acesso acima; é com esta conta que suas avaliações ficam registradas no histórico.",
        ]}
      />
      <EmBreve itens={EM_BREVE} />
    </>
  );
}
