"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { BellOutlined } from "@ant-design/icons";
import { comAntd } from "@/components/tema";
import { useCarregada } from "@/hooks/use-carregada";
import { useNotificacoes, useNotificacoesAoVivo } from "@/services/notificacao";

const carregarGaveta = () => comAntd(import("./gaveta").then((m) => m.GavetaNotificacoes));
// The drawer and its list load when the bell is first pointed at or opened: every page of the areas has the
// bell, few open it.
const GavetaNotificacoes = dynamic(carregarGaveta, { ssr: false });

/**
 * The header's bell: the count of notifications not seen yet, and the drawer with them (gaveta.tsx). New ones
 * arrive live (useNotificacoesAoVivo).
 */
export function Sino({ mobile }: { mobile: boolean }) {
  const [aberto, setAberto] = useState(false);
  // Once opened the drawer stays mounted, so it closes with its animation.
  const [montada, setMontada] = useState(false);
  const [page, setPage] = useState(1);
  // The count and the live stream start once the page has loaded: the header's bell is not what one came for.
  const carregada = useCarregada();
  const query = useNotificacoes(page, carregada);
  useNotificacoesAoVivo(carregada);
  const naoVistas = query.data?.nao_vistas ?? 0;
  // Until the count is read, the bell says no number rather than a zero it does not know; and says so when it
  // could not be read (the drawer says why when opened).
  const rotulo = query.data
    ? `Notificações: ${naoVistas} não vista(s)`
    : query.isError
      ? "Notificações: contagem indisponível"
      : "Notificações";

  return (
    <>
      <button
        type="button"
        className="botao botao-texto botao-circulo"
        aria-label={rotulo}
        onPointerEnter={() => void carregarGaveta()}
        onFocus={() => void carregarGaveta()}
        onClick={() => {
          setMontada(true);
          setAberto(true);
        }}
      >
        {/* The label says the count; the badge shows the same digits, still (the cart's count, styles/plain.css):
            antd's Badge rolls its digits to a new count, and mid-roll they read as a name other than the label's. */}
        <span className="com-contador" aria-hidden="true">
          <BellOutlined style={{ fontSize: 20 }} />
          {naoVistas > 0 && <span className="contador">{naoVistas}</span>}
        </span>
      </button>
      {montada && (
        <GavetaNotificacoes
          aberto={aberto}
          fechar={() => setAberto(false)}
          page={page}
          setPage={setPage}
          mobile={mobile}
        />
      )}
    </>
  );
}
