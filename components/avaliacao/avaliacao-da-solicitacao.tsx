"use client";
import { useState } from "react";
import { Button, Modal, Space } from "antd";
import { Paragrafo, Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { DownloadOutlined, LinkOutlined } from "@ant-design/icons";
import { formatDate, formatDateTime, formatNota } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import {
  type AvaliacaoDaSolicitacao,
  baixarAtestado,
  useAvaliacao,
  useAvaliar,
  useLinkDeAvaliacao,
} from "@/services/avaliacao";
import { apiErrorOf } from "@/lib/api-client";
import { LinkModal } from "@/components/ui/link-modal";
import { QueryBlock } from "@/components/ui/query-block";
import { FormularioAvaliacao } from "./formulario-avaliacao";
import { VerAvaliacao } from "./ver-avaliacao";

/** "Evaluation page" (SPEC §2): the request's client answers the questionnaire. */
function ModalAvaliar({ d }: { d: AvaliacaoDaSolicitacao }) {
  const [open, , close] = useModal("evaluationPage");
  const avaliar = useAvaliar(d.solicitacao.id);
  return (
    <Modal title="Avaliar o serviço" open={open} onCancel={close} footer={null} destroyOnHidden>
      <Paragrafo type="secondary">
        Conte como foi o serviço de {d.solicitacao.prestador ?? "consultoria"}. A avaliação é enviada uma vez
        e aparece no atestado final.
      </Paragrafo>
      <FormularioAvaliacao
        perguntas={d.questionario.perguntas}
        enviar={async (respostas) => {
          await avaliar.mutateAsync(respostas);
          notify("success");
          close();
        }}
      />
    </Modal>
  );
}

/**
 * A request's evaluation once the provider sent the project for it: the client answers it (or shares a
 * link with whoever should), everyone who follows the request reads the answers, and once the request is
 * concluded its final attestation downloads.
 */
export function AvaliacaoDaSolicitacaoCard({
  solicitacao,
  concluida,
}: {
  solicitacao: number;
  concluida: boolean;
}) {
  const query = useAvaliacao(solicitacao);
  const gerarLink = useLinkDeAvaliacao(solicitacao);
  const [link, setLink] = useState<{ url: string; expira: string } | null>(null);
  const [, abrirAvaliar] = useModal("evaluationPage");
  const [, abrirVer] = useModal("viewEvaluation");
  const [, abrirLink] = useModal("sharedLink");
  const [baixando, setBaixando] = useState(false);

  async function novoLink() {
    try {
      setLink(await gerarLink.mutateAsync());
      abrirLink();
    } catch (e) {
      notify("error", apiErrorOf(e).detail);
    }
  }

  return (
    <Cartao title="Avaliação do serviço" size="small" style={{ marginBottom: 16 }}>
      <QueryBlock query={query} empty="">
        {(d) => (
          <Space direction="vertical" style={{ width: "100%" }}>
            <Texto>
              {d.avaliacao
                ? `Avaliado em ${formatDate(d.avaliacao.dtainclusao)}: nota média ${formatNota(d.avaliacao.nota)}.`
                : d.pode_avaliar
                  ? "O prestador concluiu o projeto. Conte como foi o serviço."
                  : "Aguardando a avaliação do cliente."}
            </Texto>
            <Space wrap>
              {d.pode_avaliar && (
                <Button type="primary" onClick={abrirAvaliar}>
                  Avaliar serviço
                </Button>
              )}
              {d.avaliacao && <Button onClick={abrirVer}>Ver avaliação</Button>}
              {d.pode_compartilhar && (
                <Button icon={<LinkOutlined />} loading={gerarLink.isPending} onClick={() => void novoLink()}>
                  Gerar link de avaliação
                </Button>
              )}
              {concluida && (
                <Button
                  icon={<DownloadOutlined />}
                  loading={baixando}
                  onClick={() => {
                    setBaixando(true);
                    baixarAtestado(solicitacao, d.solicitacao.nrosolicitacao)
                      .catch((e: Error) => notify("error", e.message))
                      .finally(() => setBaixando(false));
                  }}
                >
                  Baixar atestado final
                </Button>
              )}
            </Space>
            {d.pode_avaliar && <ModalAvaliar d={d} />}
            {d.avaliacao && <VerAvaliacao avaliacao={d.avaliacao} />}
          </Space>
        )}
      </QueryBlock>
      <LinkModal
        modal="sharedLink"
        titulo="Link de avaliação"
        url={link?.url ?? null}
        descricao={
          link && (
            <>
              Envie este link a quem vai avaliar o serviço. Ele abre o questionário sem login e vale até{" "}
              {formatDateTime(link.expira)} ou até a avaliação ser enviada.
            </>
          )
        }
        aviso="Quem tiver o link pode avaliar esta solicitação: envie-o só à pessoa certa."
      />
    </Cartao>
  );
}
