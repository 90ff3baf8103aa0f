"use client";
import { useState } from "react";
import { Button, Checkbox, Modal, Typography } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { DownloadOutlined } from "@ant-design/icons";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { baixarContrato, type Contrato, useAssinarContrato } from "@/services/contrato";

/**
 * The "show contract" modal: the contract to read (download) and the signature, which names the SHA-256
 * of the PDF shown — if the contract changed meanwhile the API refuses and the list shows the new one.
 */
export function AssinarModal({ contrato: c }: { contrato: Contrato | null }) {
  const [open, , close] = useModal("showContract");
  const [li, setLi] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const assinar = useAssinarContrato({ solicitacao: c?.solicitacao ?? 0, proposta: c?.proposta ?? 0 });
  if (!c) return null;
  const nome = `contrato-${c.empresa.nomefantasia}.pdf`;

  async function ok() {
    setErro(null);
    try {
      await assinar.mutateAsync({ contrato: c!.id, sha256: c!.sha256 });
    } catch (e) {
      setErro(apiErrorOf(e).detail);
      return;
    }
    notify("success", "Contrato assinado.");
    close();
  }

  return (
    <Modal
      title="Assinar contrato"
      open={open}
      onCancel={close}
      onOk={() => void ok()}
      okText="Assinar"
      cancelText="Fechar"
      okButtonProps={{ disabled: !li }}
      confirmLoading={assinar.isPending}
      afterClose={() => {
        setLi(false);
        setErro(null);
      }}
      destroyOnHidden
    >
      {erro && <Aviso type="error" title={erro} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph>
        Leia o contrato de <strong>{c.empresa.razaosocial}</strong> antes de assinar. A assinatura registra o
        seu nome, CPF, data, endereço IP e o resumo do arquivo:
      </Typography.Paragraph>
      <Typography.Paragraph code copyable style={{ wordBreak: "break-all" }}>
        {c.sha256}
      </Typography.Paragraph>
      <Button
        icon={<DownloadOutlined />}
        onClick={() =>
          baixarContrato({ ...c, empresa: c.empresa.id }, nome).catch((e: Error) =>
            notify("error", e.message),
          )
        }
        style={{ marginBottom: 16 }}
      >
        Baixar contrato (PDF)
      </Button>
      <div>
        <Checkbox checked={li} onChange={(e) => setLi(e.target.checked)}>
          Li o contrato e concordo com os seus termos.
        </Checkbox>
      </div>
    </Modal>
  );
}
