"use client";
import { Button } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { Fatos } from "@/components/ui/fatos";
import { Paragrafo } from "@/components/ui/texto";
import { DownloadOutlined } from "@ant-design/icons";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { notify } from "@/lib/messages";
import { AcaoModal } from "@/components/ui/acao-modal";
import { QueryBlock } from "@/components/ui/query-block";
import { useCotacao } from "@/services/proposta";
import { baixarContrato, useEnviarContratos } from "@/services/contrato";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { PROPOSTA, subsidioDoPrograma } from "@/lib/regras/proposta";
import { Subsidio } from "@/components/proposta";
import { CampoCentroCusto } from "./campo-centro-custo";
import { textoDaAcao } from "@/lib/textos-de-acao";

/**
 * Final analysis ("manager approval"): the selected proposal, how the cost-centre reservation changes to
 * its real subsidy, the centre that pays it (chosen here; the API sets it first, as its own action does), a
 * preview of the contract, and sending the contracts for signature.
 */
export function ModalEnviarContratos({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const enviar = useEnviarContratos(s.id);
  const cotacao = useCotacao(s.id);
  return (
    <AcaoModal<{ centrocusto: number }>
      nome="managerApproval"
      titulo={`Análise final da solicitação ${s.nrosolicitacao}`}
      okText="Enviar contratos"
      pending={enviar.isPending}
      texto={textoDaAcao("solicitacao.enviar_contratos", s)}
      initialValues={s.centrocusto ? { centrocusto: s.centrocusto.id } : {}}
      enviar={({ centrocusto }) => enviar.mutateAsync({ versao: s.versao, centrocusto })}
    >
      <QueryBlock query={cotacao} empty="">
        {(c) => {
          const p = c.propostas.find((x) => x.status.codigo === PROPOSTA.SELECIONADA);
          if (!p) return <Aviso type="warning" title="Nenhuma proposta selecionada pelo cliente." />;
          const diferenca =
            subsidioDoPrograma(p.valor_subsidio, p.valor_subsidio_parceiros) - (s.reserva?.valor ?? 0);
          return (
            <>
              <Fatos
                className="fatos-com-bordas"
                style={{ marginBottom: 0 }}
                fatos={[
                  ["Prestador", capitalizeWords(p.prestador.nomefantasia)],
                  ["Valor bruto", formatBRL(p.valor_bruto)],
                  ["Subsídio", <Subsidio key="subsidio" p={p} />],
                  ["Parte do cliente", formatBRL(p.valor_cliente)],
                  ["Reserva atual", formatBRL(s.reserva?.valor ?? 0)],
                ]}
              />
              <Paragrafo style={{ marginTop: 12 }}>
                Ao enviar, a reserva passa a ser a parte do programa no subsídio da proposta (
                {diferenca >= 0
                  ? `mais ${formatBRL(diferenca)} do saldo`
                  : `${formatBRL(-diferenca)} voltam ao saldo`}
                ), um contrato é gerado por empresa e cliente, prestador e programa são chamados a assinar; a
                proposta não muda mais.
              </Paragrafo>
              <CampoCentroCusto atual={s.centrocusto} />
              <Button
                icon={<DownloadOutlined />}
                onClick={() =>
                  baixarContrato(
                    { solicitacao: s.id, proposta: p.id },
                    `previa-contrato-${s.nrosolicitacao}.pdf`,
                  ).catch((e: Error) => notify("error", e.message))
                }
              >
                Pré-visualizar contrato
              </Button>
            </>
          );
        }}
      </QueryBlock>
    </AcaoModal>
  );
}
