"use client";
import { SECAO } from "@/components/passos";
import { ProximoPassoDoProjeto } from "./proximo-passo";
import { Link } from "@/components/ui/link";
import { Cartao } from "@/components/ui/cartao";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import { useProjetoConsultor } from "@/services/projeto";
import { useConsultorSolicitacao } from "@/services/solicitacao-interno-acoes";
import { EmpresasLista } from "@/components/empresa";
import { CartaoDeHistorico } from "@/components/historico";
import { StatusTag } from "@/components/solicitacao";
import { QueryBlock } from "@/components/ui/query-block";
import { CertificadosDoProjeto } from "./certificados-do-projeto";
import { EtapasDoProjeto } from "./etapas-do-projeto";
import { NotasDoProjeto } from "./notas-do-projeto";
import { periodo } from "./periodo";
import { VinculoConsultor } from "@/components/usuario";
import { SUBSTATUS_FINAIS } from "@/lib/regras/solicitacao";

/** A project as consultants see it, with linking oneself to its request. */
export function ProjetoDetalhe({ id }: { id: number }) {
  const query = useProjetoConsultor(id);
  const vinculo = useConsultorSolicitacao();
  return (
    <>
      <Link href="/interno/consultor/projetos">← Projetos</Link>
      <QueryBlock query={query} empty="">
        {(p) => (
          <>
            <ProximoPassoDoProjeto p={p} leitor="equipe" />
            <Cartao
              title={<TituloPagina>{`Projeto ${p.nroprojeto}`}</TituloPagina>}
              extra={<StatusTag substatus={p.solicitacao.substatus} />}
              style={{ marginTop: 12, marginBottom: 16 }}
            >
              <Fatos
                duasColunas
                fatos={[
                  [
                    "Solicitação",
                    <Link key="solicitacao" href={`/interno/solicitacoes/${p.solicitacao.id}`}>
                      {p.solicitacao.nrosolicitacao}
                    </Link>,
                  ],
                  ["Serviço", capitalizeWords(p.modelooferta.servico.titulo)],
                  ["Modelo de oferta", capitalizeWords(p.modelooferta.titulo)],
                  ["Prestador", capitalizeWords(p.prestador.nomefantasia)],
                  ["Período", periodo(p)],
                  ["Criado em", formatDate(p.dtainclusao)],
                  ["Objetivo", sentenceCase(p.objetivo), "largo"],
                ]}
              />
              <VinculoConsultor
                consultor={p.consultor}
                fechado={
                  SUBSTATUS_FINAIS.includes(p.solicitacao.substatus.codigo)
                    ? "A solicitação está encerrada."
                    : undefined
                }
                pending={vinculo.isPending}
                onChange={(consultor) => vinculo.mutateAsync({ solicitacao: p.solicitacao.id, consultor })}
              />
            </Cartao>
            <Cartao title="Empresas" style={{ marginBottom: 16 }}>
              <EmpresasLista empresas={p.empresas_detalhe} />
            </Cartao>
            <div id={SECAO.etapas} tabIndex={-1}>
              <EtapasDoProjeto projeto={p.id} etapas={p.etapas} parte="equipe" />
            </div>
            <NotasDoProjeto projeto={p.id} />
            <CertificadosDoProjeto projeto={p.id} />
            <CartaoDeHistorico de="solicitacao" eventos={p.historico} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
