"use client";
import { Link } from "@/components/ui/link";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, empresaLabel, formatBRL, formatDate } from "@/lib/format";
import { MY_REQUESTS_PATH, PROJETOS_PATH } from "@/lib/paths";
import { COM_CERTIFICADOS } from "@/lib/regras/projeto";
import { COM_AVALIACAO, SOLICITACAO } from "@/lib/regras/solicitacao";
import { type ProjetoExternoDetalhe, useFinalizarProjeto, useProjetoExterno } from "@/services/projeto";
import { Confirmar } from "@/components/ui/confirmar";
import { AvaliacaoDaSolicitacaoCard, StatusTag } from "@/components/solicitacao";
import { QueryBlock } from "@/components/ui/query-block";
import { EtapasDoProjeto } from "./etapas-do-projeto";
import type { Parte } from "./projetos-da-parte";
import { Andamento } from "./andamento";
import { ProximoPassoDoProjeto } from "./proximo-passo";
import { SECAO } from "@/components/passos";
import { periodo } from "./periodo";

// Only the provider, and only before it accepts the demand, sees this form with its date picker.
// The messages sit at the page's end: their code comes after the page's own (the page's first load stays within 300 KB).
const PainelMensagens = dynamic(() => import("@/components/mensagem").then((m) => m.PainelMensagens));
// The invoices, certificates, companies served and history sit below the stages: their code loads after the page's own
// (the next-step banner took their place in the first load).
const NotasDoProjeto = dynamic(() => import("./notas-do-projeto").then((m) => m.NotasDoProjeto));
const CertificadosDoProjeto = dynamic(() =>
  import("./certificados-do-projeto").then((m) => m.CertificadosDoProjeto),
);
const Subprojetos = dynamic(() => import("./subprojetos").then((m) => m.Subprojetos));
const CartaoDeHistorico = dynamic(() =>
  import("@/components/historico/cartao").then((m) => m.CartaoDeHistorico),
);
const AceiteDaDemanda = dynamic(() => import("./aceite-da-demanda").then((m) => m.AceiteDaDemanda));

/** The provider sends the project for evaluation, once the client has approved every stage. */
function Finalizar({ p }: { p: ProjetoExternoDetalhe }) {
  const finalizar = useFinalizarProjeto(p.id);
  const { aprovadas, total } = p.etapas_resumo;
  if (!p.acoes.includes("finalizar_projeto"))
    return (
      <Space wrap style={{ marginTop: 16 }}>
        <Button disabled>Enviar para avaliação</Button>
        <Texto type="secondary">
          Disponível quando o cliente aprovar todas as etapas ({aprovadas} de {total}).
        </Texto>
      </Space>
    );
  return (
    <div style={{ marginTop: 16 }}>
      <Confirmar
        rotulo="Enviar para avaliação"
        pending={finalizar.isPending}
        executar={() => finalizar.mutateAsync()}
      />
    </div>
  );
}

/**
 * A project as its client and provider see it: what is asked of them now (the button that does it), the
 * request, the other party, how far it is, the stages to deliver with their state, the instalments by
 * stage, the companies served and the history.
 */
export function ProjetoDaParte({ id, parte }: { id: number; parte: Parte }) {
  const query = useProjetoExterno(id);
  return (
    <>
      <Link href={PROJETOS_PATH[parte]}>← Projetos</Link>
      <QueryBlock query={query} empty="">
        {(p) => {
          const situacao = p.solicitacao.substatus.codigo;
          const emExecucao = situacao === SOLICITACAO.EM_EXECUCAO;
          const aguardaAceite = p.interna && !p.dtaaceite;
          const podeFinalizar = parte === "prestador" && p.acoes.includes("finalizar_projeto");
          return (
            <>
              <ProximoPassoDoProjeto
                p={p}
                leitor={parte}
                finalizar={podeFinalizar && <Finalizar p={p} />}
                aceite={parte === "prestador" && emExecucao && aguardaAceite}
              />
              <Cartao
                title={<TituloPagina>{`Projeto ${p.nroprojeto}`}</TituloPagina>}
                extra={<StatusTag substatus={p.solicitacao.substatus} />}
                style={{ marginTop: 12, marginBottom: 16 }}
              >
                <Fatos
                  duasColunas
                  style={{ marginBottom: 0 }}
                  fatos={[
                    [
                      "Solicitação",
                      parte === "cliente" ? (
                        <Link key="solicitacao" href={`${MY_REQUESTS_PATH}/${p.solicitacao.id}`}>
                          {p.solicitacao.nrosolicitacao}
                        </Link>
                      ) : (
                        p.solicitacao.nrosolicitacao
                      ),
                    ],
                    ["Serviço", capitalizeWords(p.modelooferta.titulo)],
                    parte === "cliente"
                      ? ["Prestador", capitalizeWords(p.prestador.nomefantasia)]
                      : ["Cliente", empresaLabel(p.empresa_label)],
                    ["Período", periodo(p)],
                    ["Início da execução", formatDate(p.dtainclusao)],
                    ["Etapas aprovadas", <Andamento key="andamento" p={p} />],
                  ]}
                />
                {parte === "prestador" && emExecucao && !aguardaAceite && !podeFinalizar && (
                  <Finalizar p={p} />
                )}
                {parte === "prestador" && emExecucao && aguardaAceite && (
                  <div id={SECAO.aceite} tabIndex={-1}>
                    <AceiteDaDemanda p={p} />
                  </div>
                )}
              </Cartao>
              {COM_AVALIACAO.includes(situacao) && (
                <div id={SECAO.avaliacao} tabIndex={-1}>
                  <AvaliacaoDaSolicitacaoCard
                    solicitacao={p.solicitacao.id}
                    concluida={situacao === SOLICITACAO.CONCLUIDA}
                  />
                </div>
              )}
              <div id={SECAO.etapas} tabIndex={-1}>
                <EtapasDoProjeto projeto={id} etapas={p.etapas} parte={parte} interna={p.interna} />
              </div>
              {parte === "prestador" ? (
                <NotasDoProjeto projeto={id} />
              ) : (
                <Cartao title="Parcelas" size="small" style={{ marginBottom: 16 }}>
                  <Lista
                    size="small"
                    dataSource={p.parcelas}
                    renderItem={(x) => (
                      <Lista.Item>
                        Parcela {x.numero}: {formatBRL(x.valor)}, após a aprovação da etapa {x.etapa_ordem}
                      </Lista.Item>
                    )}
                  />
                </Cartao>
              )}
              <CertificadosDoProjeto
                projeto={id}
                podeInserir={parte === "prestador" && COM_CERTIFICADOS.includes(situacao)}
              />
              <Subprojetos id={id} />
              <PainelMensagens solicitacao={p.solicitacao.id} role={parte} />
              <CartaoDeHistorico de="solicitacao" eventos={p.historico} size="small" />
            </>
          );
        }}
      </QueryBlock>
    </>
  );
}
