"use client";
import { formatBRL } from "@/lib/format";
import { prazoDoPasso } from "@/lib/regras/passos";
import { A_CARGO_DO_CLIENTE } from "@/lib/regras/solicitacao";
import { open, type ModalName } from "@/stores/modals";
import { usePagamentos } from "@/services/pagamento";
import { useAvaliacao } from "@/services/avaliacao";
import type { SolicitacaoDetalhe } from "@/services/solicitacao";
import { ProximoPasso } from "@/components/ui/proximo-passo";
import { irPara, SECAO, textoDoPasso } from "@/components/passos";

type Acao = { rotulo: string; fazer: () => void };

const botao = ({ rotulo, fazer }: Acao) => (
  <button type="button" className="botao botao-principal" onClick={fazer}>
    {rotulo}
  </button>
);
const abrir = (modal: ModalName) => () => open(modal);

/** The round's, the diagnostic's or the project's deadline, as the client's detail carries them. */
export const prazoDoCliente = (s: SolicitacaoDetalhe) =>
  prazoDoPasso(s.substatus.codigo, { propostas: s.dtaprazoenvioproposta, projeto: s.dta_prazo_finalizacao });

/**
 * The client's next step on a request, with the button that does it: the page's own (the payment's and the
 * evaluation's dialogs open as from their sections; the others lead to the section that holds them).
 */
export function ProximoPassoDoCliente({ s }: { s: SolicitacaoDetalhe }) {
  const codigo = s.substatus.codigo;
  if (codigo === A_CARGO_DO_CLIENTE.pagamento) return <Pagar s={s} />;
  if (codigo === A_CARGO_DO_CLIENTE.avaliacao) return <Avaliar s={s} />;
  const acao: Acao | undefined = s.acoes.includes("resposta_cliente")
    ? { rotulo: "Responder ao ajuste", fazer: () => irPara(SECAO.ajuste) }
    : codigo === A_CARGO_DO_CLIENTE.proposta
      ? { rotulo: "Ver as propostas", fazer: () => irPara(SECAO.propostas) }
      : codigo === A_CARGO_DO_CLIENTE.assinatura
        ? { rotulo: "Assinar o contrato", fazer: () => irPara(SECAO.contratos) }
        : undefined;
  return <Banner s={s} acao={acao} />;
}

function Banner({
  s,
  acao,
  tarefa,
  avaliada,
}: {
  s: SolicitacaoDetalhe;
  acao?: Acao;
  tarefa?: string;
  avaliada?: boolean;
}) {
  const { pedido, texto } = textoDoPasso(s.substatus, "cliente", prazoDoCliente(s), { tarefa, avaliada });
  return <ProximoPasso pedido={pedido} texto={texto} acao={pedido && acao ? botao(acao) : undefined} />;
}

/** "Pagar R$ 1.440,00": the payment's dialog, when the payment API lets the client pay now. */
function Pagar({ s }: { s: SolicitacaoDetalhe }) {
  const { data } = usePagamentos(s.id);
  const pode = data?.acoes.includes("pagar");
  return (
    <Banner
      s={s}
      tarefa={data ? `pagar ${formatBRL(data.valor)}` : undefined}
      acao={pode ? { rotulo: "Pagar", fazer: abrir("paymentDetails") } : undefined}
    />
  );
}

function Avaliar({ s }: { s: SolicitacaoDetalhe }) {
  const { data } = useAvaliacao(s.id);
  const pode = data?.acoes.includes("avaliar");
  return (
    <Banner
      s={s}
      avaliada={Boolean(data?.avaliacao)}
      acao={pode ? { rotulo: "Avaliar serviço", fazer: abrir("evaluationPage") } : undefined}
    />
  );
}
