"use client";
import { useEffect } from "react";
import { RespostasDeDimensionamento } from "@/components/questionario";
import dynamic from "next/dynamic";
import { PainelMensagens } from "@/components/mensagem";
import { Link } from "@/components/ui/link";
import { Flex } from "antd";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { PROPOSTAS_PATH } from "@/lib/paths";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import { useCotacao } from "@/services/proposta";
import { QueryBlock } from "@/components/ui/query-block";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { EmpresasLista } from "@/components/empresa";
import { ArquivoDoDiagnostico } from "@/components/diagnostico";
import { PassosDaSolicitacao, SECAO } from "@/components/passos";
import { prazoDoPasso } from "@/lib/regras/passos";
import { ProximoPassoDoPrestador } from "./proximo-passo-do-prestador";

// The proposal's form (antd's Form, DatePicker, Selects) shows only once the request is read: its code loads
// beside that read, from the first render, not with the page before it hydrates.
const carregarFormulario = () => import("./formulario");
const FormularioProposta = dynamic(() => carregarFormulario().then((m) => m.FormularioProposta), {
  ssr: false,
  loading: () => <Esqueleto linhas={8} />,
});

/**
 * A request as the provider quotes it: what is asked of the provider now and the request's steps, what the
 * client wants, the offer's stages and deliverables, the deadline, the approved diagnostic, and the
 * provider's proposal (the form, or a link to the one sent).
 */
export function CotacaoPrestador({ id }: { id: number }) {
  const query = useCotacao(id);
  useEffect(() => {
    void carregarFormulario();
  }, []);
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Solicitação não encontrada"
        subtitulo="Ela não existe, não está aberta à sua empresa ou o prazo de propostas terminou."
        voltar={PROPOSTAS_PATH}
        rotulo="Ver oportunidades"
      />
    );
  return (
    <>
      <Link href={PROPOSTAS_PATH}>← Propostas</Link>
      <QueryBlock query={query} empty="">
        {(c) => {
          const minha = c.propostas[0];
          const aberta =
            c.substatus.codigo === SOLICITACAO.AGUARDANDO_PROPOSTAS &&
            !!c.dtaprazoenvioproposta &&
            new Date(c.dtaprazoenvioproposta) > new Date();
          return (
            <>
              <ProximoPassoDoPrestador c={c} aberta={aberta} />
              <Cartao style={{ marginTop: 12, marginBottom: 16 }}>
                <Flex wrap align="center" gap={8} style={{ marginBottom: 12 }}>
                  <TituloPagina>Solicitação {c.nrosolicitacao}</TituloPagina>
                  <TagDeCor cor={c.substatus.cor}>{c.substatus.descricao}</TagDeCor>
                </Flex>
                <PassosDaSolicitacao
                  substatus={c.substatus}
                  leitor="prestador"
                  prazo={prazoDoPasso(c.substatus.codigo, { propostas: c.dtaprazoenvioproposta })}
                />
                <Fatos
                  duasColunas
                  style={{ marginBottom: 0 }}
                  fatos={[
                    ["Serviço", capitalizeWords(c.modelooferta.titulo)],
                    ["Empresa", c.empresa_label],
                    [
                      "Prazo para propostas",
                      <>
                        {c.dtaprazoenvioproposta ? formatDate(c.dtaprazoenvioproposta) : "—"}{" "}
                        {!aberta && <Etiqueta color="red">Encerrado</Etiqueta>}
                      </>,
                    ],
                    !!c.diagnostico && [
                      `Diagnóstico aprovado (${c.diagnostico.nrodiagnostico})`,
                      <ArquivoDoDiagnostico key="diagnostico" d={c.diagnostico} />,
                    ],
                    ["Objetivo do cliente", sentenceCase(c.objetivo), "largo"],
                  ]}
                />
              </Cartao>
              <Cartao title="Etapas e entregáveis da oferta" style={{ marginBottom: 16 }}>
                <Lista
                  size="small"
                  dataSource={c.etapas}
                  renderItem={(e) => (
                    <Lista.Item key={e.id}>
                      <Lista.Item.Meta
                        title={`${e.ordem}. ${capitalizeWords(e.titulo)}`}
                        description={`${e.descricao} Entregável: ${e.entregavel}`}
                      />
                    </Lista.Item>
                  )}
                />
              </Cartao>
              <RespostasDeDimensionamento respostas={c.respostas} />
<div id={SECAO.proposta} tabIndex={-1}>
                <Cartao title="Sua proposta" style={{ marginBottom: 16 }}>
                  {minha ? (
                    <Flex wrap gap={8} align="center">
                      <TagDeCor cor={minha.status.cor}>{minha.status.descricao}</TagDeCor>
                      <Link href={`${PROPOSTAS_PATH}/${minha.id}`}>Abrir a proposta</Link>
                    </Flex>
                  ) : aberta ? (
                    <FormularioProposta cotacao={c} />
                  ) : (
                    <Aviso type="info" title="O prazo para envio de propostas terminou." />
                  )}
                </Cartao>
              </div>
              <PainelMensagens solicitacao={id} role="prestador" />
              <Cartao title="Empresas atendidas">
                <EmpresasLista empresas={c.empresas} />
              </Cartao>
            </>
          );
        }}
      </QueryBlock>
    </>
  );
}
