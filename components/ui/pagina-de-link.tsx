import type { ReactElement, ReactNode } from "react";
import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { apiErrorOf } from "@/lib/api-client";
import { Esqueleto } from "./esqueleto";
import { Fatos, type Fato } from "./fatos";
import { TituloPagina } from "./titulo-pagina";

const ICONE = {
  sucesso: <CheckCircleFilled />,
  alerta: <ExclamationCircleFilled />,
  info: <InfoCircleFilled />,
};

/** Where a link's page ends (antd's Result, in plain HTML): done, unavailable or nothing to do, and why. */
export function Resultado({
  estado,
  titulo,
  subtitulo,
}: {
  estado: keyof typeof ICONE;
  titulo: string;
  subtitulo: string;
}) {
  return (
    <section className={`resultado resultado-${estado}`}>
      <p className="resultado-icone" aria-hidden>
        {ICONE[estado]}
      </p>
      <TituloPagina>{titulo}</TituloPagina>
      <p className="texto-secundario">{subtitulo}</p>
    </section>
  );
}

type Feito = { titulo: string; subtitulo: string };

/**
 * Where a public link's page stands (signing, paying, evaluating, with no session): done once its action
 * succeeded, loading, or the link unavailable with the server's reason (expired, used, wrong); otherwise
 * ready with what the link opens. Plain HTML, like the forms of these pages: they load no antd.
 */
export function lerLink<T>(
  query: UseQueryResult<T>,
  feito: Feito | null,
): { pronto: false; tela: ReactElement } | { pronto: true; dados: T } {
  if (feito)
    return {
      pronto: false,
      tela: <Resultado estado="sucesso" titulo={feito.titulo} subtitulo={feito.subtitulo} />,
    };
  if (query.isPending)
    return {
      pronto: false,
      tela: (
        <div className="cartao">
          <Esqueleto linhas={4} />
        </div>
      ),
    };
  if (query.isError)
    return {
      pronto: false,
      tela: (
        <Resultado estado="alerta" titulo="Link indisponível" subtitulo={apiErrorOf(query.error).detail} />
      ),
    };
  return { pronto: true, dados: query.data };
}

/** What a link opens: a card with its title, the facts of the request it is about, then its form. */
export function PaginaDeLink({
  titulo,
  fatos,
  children,
}: {
  titulo: string;
  fatos: Fato[];
  children: ReactNode;
}) {
  return (
    <section className="cartao">
      <TituloPagina>{titulo}</TituloPagina>
      <Fatos fatos={fatos} />
      {children}
    </section>
  );
}
