"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { Tabela } from "@/components/ui/tabela";
import { formatBRL, formatDate, formatDateTime, sentenceCase } from "@/lib/format";
import { SITUACAO_ETAPA } from "@/lib/regras/projeto";
import { useJaAberto, useModal } from "@/stores/modals";
import { Confirmar } from "@/components/ui/confirmar";
import { baixarEntrega, type ProjetoExternoDetalhe, useAprovarEntrega } from "@/services/projeto";
import type { Parte } from "./projetos-da-parte";
import { BotaoBaixar } from "@/components/ui/botao-baixar";
import { SemQuebra } from "@/components/ui/sem-quebra";

// The delivery's and the return's dialogs (an upload, a text) load when one is first opened.
const ModalEntrega = dynamic(() => import("./modais-da-etapa").then((m) => m.ModalEntrega), { ssr: false });
const ModalDevolucao = dynamic(() => import("./modais-da-etapa").then((m) => m.ModalDevolucao), {
  ssr: false,
});

type Etapa = ProjetoExternoDetalhe["etapas"][number];

/**
 * The project's stages with their state, due date and the buttons of what the reader may do now, as the
 * server's stage table says (`acoes`): the provider sends a stage's delivery (again, after a return, with what
 * the client asked to fix beside the button), the client approves it or asks for adjustments. The parties
 * download deliveries; staff ("equipe") follow.
 */
export function EtapasDoProjeto({
  projeto,
  etapas,
  parte,
  interna = false,
}: {
  projeto: number;
  etapas: Etapa[];
  parte: Parte | "equipe";
  interna?: boolean;
}) {
  const [escolhida, setEscolhida] = useState<Etapa | null>(null);
  const entrega = interna ? "internalDeliverySubmission" : "sendDelivery";
  const [, abrirEntrega] = useModal(entrega);
  const [, abrirDevolucao] = useModal("correction");
  const montados = useJaAberto(entrega, "correction");
  const aprovar = useAprovarEntrega(projeto);
  const com = (e: Etapa, abrir: () => void) => () => {
    setEscolhida(e);
    abrir();
  };
  const acoes = (e: Etapa) => (
    <Space direction="vertical" size="small">
      {e.devolucao && (
        <Aviso type="warning" title="Ajustes pedidos pelo cliente" description={sentenceCase(e.devolucao)} />
      )}
      <Space wrap size="small">
        {e.acoes.includes("entregar") && (
          <Button type="primary" size="small" onClick={com(e, abrirEntrega)}>
            {e.tem_entrega ? "Reenviar entrega" : "Enviar entrega"}
          </Button>
        )}
        {e.tem_entrega && parte !== "equipe" && (
          <BotaoBaixar
            rotulo={`Baixar entrega da etapa ${e.ordem}`}
            baixar={() => baixarEntrega(projeto, e.id, `entrega-etapa-${e.ordem}`)}
          >
            Entrega
          </BotaoBaixar>
        )}
        {e.acoes.includes("aprovar") && (
          <Confirmar
            rotulo="Aprovar"
            texto={{ acao: "etapa.aprovar", valores: e }}
            pending={aprovar.isPending}
            executar={() => aprovar.mutateAsync({ etapa: e.id, versao: e.versao })}
          />
        )}
        {e.acoes.includes("devolver") && (
          <Button size="small" onClick={com(e, abrirDevolucao)}>
            Pedir ajustes
          </Button>
        )}
      </Space>
    </Space>
  );
  return (
    <Cartao title="Etapas" size="small" style={{ marginBottom: 16 }}>
      <Tabela
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={etapas}
        columns={[
          { title: "Etapa", cartao: "titulo", render: (_, e) => `${e.ordem}. ${e.titulo}` },
          { title: "Entrega prevista", dataIndex: "entregavel", responsive: ["md"] },
          {
            title: "Valor",
            align: "right",
            responsive: ["sm"],
            cartao: "valor",
            render: (_, e) => formatBRL(e.valor),
          },
          {
            title: "Prazo",
            cartao: "data",
            // The date whole, with the late tag under it.
            semQuebra: false,
            render: (_, e) => (
              <Space direction="vertical" size={0}>
                <SemQuebra>{e.prazo ? formatDate(e.prazo) : "—"}</SemQuebra>
                {e.ematraso && <Etiqueta color="red">Atrasada</Etiqueta>}
              </Space>
            ),
          },
          {
            title: "Situação",
            cartao: "status",
            render: (_, e) => (
              <Space direction="vertical" size={0}>
                <Etiqueta color={SITUACAO_ETAPA[e.situacao].cor}>{SITUACAO_ETAPA[e.situacao].texto}</Etiqueta>
                {e.dtaentrega && <Texto type="secondary">Entregue em {formatDateTime(e.dtaentrega)}</Texto>}
              </Space>
            ),
          },
          ...(parte === "equipe"
            ? []
            : [{ title: "Ações", cartao: "acao" as const, render: (_: unknown, e: Etapa) => acoes(e) }]),
        ]}
      />
      {montados && (
        <>
          <ModalEntrega projeto={projeto} etapa={escolhida} interna={interna} />
          <ModalDevolucao projeto={projeto} etapa={escolhida} />
        </>
      )}
    </Cartao>
  );
}
