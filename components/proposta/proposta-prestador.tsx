"use client";
import { Link } from "@/components/ui/link";
import dynamic from "next/dynamic";
import { Button, Flex } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatBRL, formatDate } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { PROPOSTAS_PATH } from "@/lib/paths";
import { PROPOSTA, PROPOSTA_ESCOLHIDA, PROPOSTA_PEDE_EDICAO } from "@/lib/regras/proposta";
import { useJaAberto, useModal } from "@/stores/modals";
import { usePropostaDetalhe, type PropostaDetalhe } from "@/services/proposta";
import { QueryBlock } from "@/components/ui/query-block";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { CartaoDeHistorico } from "@/components/historico";
import { EtapasDaProposta } from "./etapas";
import { termosDaProposta } from "./termos";
import { ContratosDaSolicitacao } from "@/components/contrato";
import { Subsidio } from "./subsidio";
import { ProximoPassoDaProposta } from "./proximo-passo-do-prestador";

// Each dialog loads when first opened: most visits only read the proposal; the edit form is the heaviest.
const EditarProposta = dynamic(() => import("./editar-modal").then((m) => m.EditarProposta), { ssr: false });
const PlanoDeTrabalho = dynamic(() => import("./plano-de-trabalho-modal").then((m) => m.PlanoDeTrabalho), {
  ssr: false,
});
const ModalDesistir = dynamic(() => import("./modal-desistir").then((m) => m.ModalDesistir), { ssr: false });
const ModalPdf = dynamic(() => import("./modal-pdf").then((m) => m.ModalPdf), { ssr: false });

/**
 * One of the provider's proposals: its values as the server computed them, stages, instalments and
 * history, with what the workflow lets them do now (edit, attach the PDF, give up) and its work plan; first
 * what is asked of them now.
 */
export function PropostaPrestador({ id }: { id: number }) {
  const query = usePropostaDetalhe(id);
  const [, abrirEdicao] = useModal("editProposal");
  const [, abrirPlano] = useModal("workPlan");
  const [, abrirDesistencia] = useModal("giveUpProposal");
  const [, abrirPdf] = useModal("uploadProposal");
  const edicaoMontada = useJaAberto("editProposal");
  const planoMontado = useJaAberto("workPlan");
  const desistenciaMontada = useJaAberto("giveUpProposal");
  const pdfMontado = useJaAberto("uploadProposal");
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Proposta não encontrada"
        subtitulo="Ela não existe ou não é da sua empresa."
        voltar={PROPOSTAS_PATH}
        rotulo="Ver propostas"
      />
    );
  return (
    <>
      <Link href={PROPOSTAS_PATH}>← Propostas</Link>
      <QueryBlock query={query} empty="">
        {(p) => {
          const negociacao =
            p.status.codigo === PROPOSTA.EM_NEGOCIACAO && p.historico.findLast((h) => h.acao === "NEGOCIAR");
          const pode = (acao: PropostaDetalhe["acoes"][number]) => p.acoes.includes(acao);
          const editavel = pode("atualizar") || pode("revisar");
          const editar = editavel && (
            <Button type="primary" onClick={abrirEdicao}>
              {p.status.codigo === PROPOSTA.RASCUNHO ? "Continuar o rascunho" : "Revisar proposta"}
            </Button>
          );
          return (
            <>
              <ProximoPassoDaProposta p={p} editar={editar} />
              {negociacao && (
                <Aviso
                  type="warning"
                  style={{ marginTop: 12 }}
                  title="Pedido de ajuste na proposta"
                  description={negociacao.motivo}
                />
              )}
              <Cartao style={{ marginTop: 12, marginBottom: 16 }}>
                <Flex wrap align="center" gap={8} style={{ marginBottom: 12 }}>
                  <TituloPagina>Proposta para a solicitação {p.solicitacao.nrosolicitacao}</TituloPagina>
                  <TagDeCor cor={p.status.cor}>{p.status.descricao}</TagDeCor>
                </Flex>
                <Fatos
                  duasColunas
                  fatos={[
                    ["Serviço", capitalizeWords(p.solicitacao.modelooferta.titulo)],
                    ["Empresa", p.solicitacao.empresa_label],
                    ["Valor bruto", formatBRL(p.valor_bruto)],
                    [`Subsídio (${p.percentual_subsidio}%)`, <Subsidio key="subsidio" p={p} />],
                    ["Valor pago pelo cliente", formatBRL(p.valor_cliente)],
                    [
                      "Prazo para propostas",
                      p.solicitacao.dtaprazoenvioproposta
                        ? formatDate(p.solicitacao.dtaprazoenvioproposta)
                        : "—",
                    ],
                    ...termosDaProposta(p),
                  ]}
                />
                <Flex wrap gap={8}>
                  {!PROPOSTA_PEDE_EDICAO.includes(p.status.codigo) && editar}
                  <Button onClick={abrirPlano}>Plano de trabalho</Button>
                  <Link href={`${PROPOSTAS_PATH}/solicitacao/${p.solicitacao.id}`}>Ver a solicitação</Link>
                  {pode("anexar") && (
                    <Button onClick={abrirPdf}>{p.arquivo ? "Trocar o PDF" : "Anexar PDF"}</Button>
                  )}
                  {pode("desistir") && (
                    <Button danger onClick={abrirDesistencia}>
                      Desistir
                    </Button>
                  )}
                </Flex>
              </Cartao>
              {PROPOSTA_ESCOLHIDA.includes(p.status.codigo) && (
                <ContratosDaSolicitacao solicitacao={p.solicitacao.id} />
              )}
              <Cartao title="Etapas" style={{ marginBottom: 16 }}>
                <EtapasDaProposta proposta={p} />
              </Cartao>
              <CartaoDeHistorico de="proposta" eventos={p.historico} />
              {editavel && edicaoMontada && <EditarProposta proposta={p} />}
              {planoMontado && <PlanoDeTrabalho id={p.id} />}
              {pode("desistir") && desistenciaMontada && <ModalDesistir proposta={p} />}
              {pode("anexar") && pdfMontado && <ModalPdf proposta={p} />}
            </>
          );
        }}
      </QueryBlock>
    </>
  );
}
