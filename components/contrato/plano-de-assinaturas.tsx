"use client";
import { useState } from "react";
import { Modal } from "antd";
import { Lista } from "@/components/ui/lista";
import { Aviso } from "@/components/ui/aviso";
import { Paragrafo } from "@/components/ui/texto";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { type AssinaturaDoPrograma, useAutorizarAssinatura } from "@/services/contrato";

type Falha = { nrosolicitacao: string; motivo: string };

/** The "signature plan" modal: the selected contracts, their total subsidy, and signing them in turn. */
export function PlanoDeAssinaturas({
  selecionadas,
  aoTerminar,
}: {
  selecionadas: AssinaturaDoPrograma[];
  aoTerminar: () => void;
}) {
  const [open, , close] = useModal("signaturePlan");
  const autorizar = useAutorizarAssinatura();
  const [feitas, setFeitas] = useState(0);
  const [falhas, setFalhas] = useState<Falha[]>([]);
  const [assinando, setAssinando] = useState(false);
  const total = selecionadas.reduce((s, a) => s + a.valor_subsidio, 0);

  async function assinarTodas() {
    setAssinando(true);
    setFeitas(0);
    const erros: Falha[] = [];
    for (const a of selecionadas) {
      try {
        await autorizar.mutateAsync(a.id);
        setFeitas((n) => n + 1);
      } catch (e) {
        erros.push({ nrosolicitacao: a.solicitacao.nrosolicitacao, motivo: apiErrorOf(e).detail });
      }
    }
    setFalhas(erros);
    setAssinando(false);
    if (!erros.length) {
      notify("success", `${selecionadas.length} contrato(s) assinado(s) pelo programa.`);
      aoTerminar();
      close();
    }
  }

  return (
    <Modal
      title="Plano de assinaturas"
      open={open}
      onCancel={close}
      onOk={() => void assinarTodas()}
      okText={`Assinar ${selecionadas.length} contrato(s)`}
      cancelText="Fechar"
      confirmLoading={assinando}
      okButtonProps={{ disabled: !selecionadas.length }}
      afterClose={() => setFalhas([])}
      destroyOnHidden
    >
      <Paragrafo>
        O programa assinará {selecionadas.length} contrato(s), num total de {formatBRL(total)} em subsídio.
        Cada assinatura registra o seu nome, CPF, data, endereço IP e o resumo do contrato.
      </Paragrafo>
      {assinando && (
        <Paragrafo>
          Assinando… {feitas} de {selecionadas.length}
        </Paragrafo>
      )}
      {falhas.length > 0 && (
        <Aviso
          type="error"
          title={`${falhas.length} contrato(s) não foram assinados`}
          description={
            <Lista
              size="small"
              dataSource={falhas}
              renderItem={(f) => (
                <Lista.Item key={f.nrosolicitacao}>
                  {f.nrosolicitacao}: {f.motivo}
                </Lista.Item>
              )}
            />
          }
        />
      )}
      <Lista
        size="small"
        dataSource={selecionadas}
        renderItem={(a) => (
          <Lista.Item key={a.id}>
            {a.solicitacao.nrosolicitacao} – {capitalizeWords(a.empresa.nomefantasia)}:{" "}
            {formatBRL(a.valor_subsidio)}
          </Lista.Item>
        )}
      />
    </Modal>
  );
}
