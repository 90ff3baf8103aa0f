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
import { baixarContratoAssinado } from "@/services/contrato";
import {
  type ProjetoExternoDetalhe,
  useFinalizarProjeto,
  useProjetoExterno,
  useSubprojetos,
} from "@/services/projeto";
import { Confirmar } from "@/components/ui/confirmar";
import { CartaoDeHistorico } from "@/components/historico";
import { AvaliacaoDaSolicitacaoCard, StatusTag } from "@/components/solicitacao";
import { QueryBlock } from "@/components/ui/query-block";
import { CertificadosDoProjeto } from "./certificados-do-projeto";
import { EtapasDoProjeto } from "./etapas-do-projeto";
import { NotasDoProjeto } from "./notas-do-projeto";
import type { Parte } from "./projetos-da-parte";
import { Andamento } from "./andamento";
import { periodo } from "./periodo";
import { BotaoBaixar } from "@/components/ui/botao-baixar";

// Only the provider, and only before it accepts the demand, sees this form with its date picker.
// The messages sit at the page's end: their code comes after the page's own (the page's first load stays within 300 KB).
const PainelMensagens = dynamic(() => import("@/components/mensagem").then((m) => m.PainelMensagens));
const AceiteDaDemanda = dynamic(() => import("./aceite-da-demanda").then((m) => m.AceiteDaDemanda));

/** The project's parts, one per client company, each with its signed contract. */
function Subprojetos({ id }: { id: number }) {
  const query = useSubprojetos(id);
  return (
    <Cartao title="Empresas atendidas" size="small" style={{ marginBottom: 16 }}>
      <QueryBlock query={query} empty="Nenhuma empresa." isEmpty={(d) => d.length === 0}>
        {(partes) => (
          <Lista
            size="small"
            dataSource={partes}
            renderItem={(s) => (
              <Lista.Item
                actions={
                  s.contrato
                    ? [
                        <BotaoBaixar
                          key="contrato"
                          rotulo={`Baixar contrato assinado de ${capitalizeWords(s.empresa.nomefantasia)}`}
                          baixar={() =>
                            baixarContratoAssinado(s.contrato!, `contrato-assinado-${s.nroprojeto}.pdf`)
                          }
                        >
                          Contrato
                        </BotaoBaixar>,
                      ]
                    : []
                }
              >
                <Lista.Item.Meta
                  title={`${s.nroprojeto} · ${capitalizeWords(s.empresa.nomefantasia)}`}
                  description={s.empresa.documento}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}

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
 * A project as its client and provider see it: the request, the other party, how far it is, the stages
 * to deliver with their state, the instalments by stage, the companies served and the history.
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
          return (
            <>
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
                {parte === "prestador" && emExecucao && !aguardaAceite && <Finalizar p={p} />}
                {parte === "prestador" && emExecucao && aguardaAceite && <AceiteDaDemanda p={p} />}
              </Cartao>
              {COM_AVALIACAO.includes(situacao) && (
                <AvaliacaoDaSolicitacaoCard
                  solicitacao={p.solicitacao.id}
                  concluida={situacao === SOLICITACAO.CONCLUIDA}
                />
              )}
              <EtapasDoProjeto projeto={id} etapas={p.etapas} parte={parte} interna={p.interna} />
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
