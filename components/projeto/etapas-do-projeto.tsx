"use client";
import { useState } from "react";
import { Button, Space, type UploadFile } from "antd";
import { Etiqueta, type CorDeEtiqueta } from "@/components/ui/etiqueta";
import { Paragrafo, Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { Tabela } from "@/components/ui/tabela";
import { DownloadOutlined } from "@ant-design/icons";
import { formatBRL, formatDate, formatDateTime } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoTexto } from "@/components/ui/campo-texto";
import { Confirmar } from "@/components/ui/confirmar";
import {
  baixarEntrega,
  type ProjetoExternoDetalhe,
  useAprovarEntrega,
  useDevolverEntrega,
  useEntregarEtapa,
} from "@/services/projeto";
import type { Parte } from "./projetos-da-parte";

type Etapa = ProjetoExternoDetalhe["etapas"][number];

const SITUACAO: Record<Etapa["situacao"], { cor: CorDeEtiqueta; texto: string }> = {
  PENDENTE: { cor: "orange", texto: "A entregar" },
  ENTREGUE: { cor: "blue", texto: "Entregue, aguardando aprovação" },
  DEVOLVIDA: { cor: "gold", texto: "Devolvida para ajustes" },
  APROVADA: { cor: "green", texto: "Aprovada" },
};

/**
 * "Send delivery" (SPEC §2): the provider sends the stage's deliverable. An internal demand's delivery
 * ("internal delivery submission") also says what was done.
 */
function ModalEntrega({
  projeto,
  etapa,
  interna,
}: {
  projeto: number;
  etapa: Etapa | null;
  interna: boolean;
}) {
  const entregar = useEntregarEtapa(projeto);
  if (!etapa) return null;
  return (
    <AcaoModal<{ arquivo: UploadFile[]; descricao?: string }>
      nome={interna ? "internalDeliverySubmission" : "sendDelivery"}
      titulo={`Enviar entrega da etapa ${etapa.ordem}`}
      okText="Enviar entrega"
      pending={entregar.isPending}
      enviar={({ arquivo, descricao }) =>
        entregar.mutateAsync({
          etapa: etapa.id,
          versao: etapa.versao,
          arquivo: arquivoDe(arquivo),
          descricao: descricao?.trim(),
        })
      }
    >
      <Paragrafo type="secondary">
        {etapa.titulo}: {etapa.entregavel}. O cliente recebe a entrega para aprovar ou pedir ajustes.
      </Paragrafo>
      <CampoArquivo
        name="arquivo"
        label="Arquivo da entrega"
        obrigatorio="Anexe o arquivo da entrega."
        tipo="documento"
      />
      {interna && <CampoTexto name="descricao" label="O que foi entregue" rows={4} min={1} />}
    </AcaoModal>
  );
}

/** "Correction" (SPEC §2): the client returns a delivery saying what to fix. */
function ModalDevolucao({ projeto, etapa }: { projeto: number; etapa: Etapa | null }) {
  const devolver = useDevolverEntrega(projeto);
  if (!etapa) return null;
  return (
    <AcaoModal<{ motivo: string }>
      nome="correction"
      titulo={`Pedir ajustes na etapa ${etapa.ordem}`}
      okText="Devolver para ajustes"
      pending={devolver.isPending}
      enviar={({ motivo }) =>
        devolver.mutateAsync({ etapa: etapa.id, versao: etapa.versao, motivo: motivo.trim() })
      }
    >
      <Paragrafo type="secondary">O prestador verá este texto e enviará a entrega de novo.</Paragrafo>
      <CampoTexto name="motivo" label="O que ajustar" rows={5} />
    </AcaoModal>
  );
}

/**
 * The project's stages with their state, due date and what each party may do now: the provider sends a
 * stage's delivery (again, after a return; an internal demand's only once accepted), the client downloads
 * it and approves it or asks for adjustments. Staff ("equipe") follow them.
 */
export function EtapasDoProjeto({
  projeto,
  etapas,
  parte,
  interna = false,
  aceita = true,
}: {
  projeto: number;
  etapas: Etapa[];
  parte: Parte | "equipe";
  interna?: boolean;
  aceita?: boolean;
}) {
  const [escolhida, setEscolhida] = useState<Etapa | null>(null);
  const [, abrirEntrega] = useModal(interna ? "internalDeliverySubmission" : "sendDelivery");
  const [, abrirDevolucao] = useModal("correction");
  const aprovar = useAprovarEntrega(projeto);
  const com = (e: Etapa, abrir: () => void) => () => {
    setEscolhida(e);
    abrir();
  };
  const acoes = (e: Etapa) => (
    <Space wrap size="small">
      {parte === "prestador" && aceita && (e.situacao === "PENDENTE" || e.situacao === "DEVOLVIDA") && (
        <Button type="primary" size="small" onClick={com(e, abrirEntrega)}>
          {e.situacao === "DEVOLVIDA" ? "Reenviar entrega" : "Enviar entrega"}
        </Button>
      )}
      {e.tem_entrega && parte !== "equipe" && (
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={`Baixar entrega da etapa ${e.ordem}`}
          onClick={() =>
            baixarEntrega(projeto, e.id, `entrega-etapa-${e.ordem}`).catch((x: Error) =>
              notify("error", x.message),
            )
          }
        >
          Entrega
        </Button>
      )}
      {parte === "cliente" && e.situacao === "ENTREGUE" && (
        <>
          <Confirmar
            rotulo="Aprovar"
            pending={aprovar.isPending}
            executar={() => aprovar.mutateAsync({ etapa: e.id, versao: e.versao })}
          />
          <Button size="small" onClick={com(e, abrirDevolucao)}>
            Pedir ajustes
          </Button>
        </>
      )}
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
          { title: "Etapa", render: (_, e) => `${e.ordem}. ${e.titulo}` },
          { title: "Entrega prevista", dataIndex: "entregavel", responsive: ["md"] },
          { title: "Valor", align: "right", responsive: ["sm"], render: (_, e) => formatBRL(e.valor) },
          {
            title: "Prazo",
            render: (_, e) => (
              <Space direction="vertical" size={0}>
                {e.prazo ? formatDate(e.prazo) : "—"}
                {e.ematraso && <Etiqueta color="red">Atrasada</Etiqueta>}
              </Space>
            ),
          },
          {
            title: "Situação",
            render: (_, e) => (
              <Space direction="vertical" size={0}>
                <Etiqueta color={SITUACAO[e.situacao].cor}>{SITUACAO[e.situacao].texto}</Etiqueta>
                {e.dtaentrega && <Texto type="secondary">Entregue em {formatDateTime(e.dtaentrega)}</Texto>}
              </Space>
            ),
          },
          ...(parte === "equipe" ? [] : [{ title: "Ações", render: (_: unknown, e: Etapa) => acoes(e) }]),
        ]}
      />
      <ModalEntrega projeto={projeto} etapa={escolhida} interna={interna} />
      <ModalDevolucao projeto={projeto} etapa={escolhida} />
    </Cartao>
  );
}
