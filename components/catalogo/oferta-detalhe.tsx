"use client";
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { Card, Col, Descriptions, List, Row, Skeleton, Steps, Tag, Typography } from "antd";
import { apiErrorOf } from "@/lib/api-client";
import { capitalizeWords, formatBRL, formatPercent, sentenceCase, sortByOrdem } from "@/lib/format";
import { NOT_FOUND_PATH } from "@/lib/paths";
import { useModeloOferta, usePrestadores, useQuestionario } from "@/services/servico";
import { QueryBlock } from "@/components/ui/query-block";
import { LoadError } from "@/components/ui/load-error";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { BotaoCarrinho } from "./botao-carrinho";

export function OfertaDetalhe({ id }: { id: number }) {
  const router = useRouter();
  const query = useModeloOferta(id);
  const prestadores = usePrestadores(id);
  const questionario = useQuestionario(id);
  const notFound = query.isError && apiErrorOf(query.error).status === 404;

  // The tab names the offer. Set here, not in generateMetadata: a server-side read of the detail would count
  // as a second view in the "most accessed" ranking.
  const titulo = query.data?.titulo;
  useEffect(() => {
    if (titulo) document.title = `${capitalizeWords(titulo)} · Hub`;
  }, [titulo]);

  // SPEC §8: a 404 on the service detail sends the page to /404.
  useEffect(() => {
    if (notFound) router.replace(NOT_FOUND_PATH);
  }, [notFound, router]);

  if (query.isPending || notFound) return <Skeleton active aria-busy="true" />;
  if (query.isError)
    return (
      <LoadError title="Não foi possível carregar este serviço." error={query.error} retry={query.refetch} />
    );

  const offer = query.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card>
          <Tag color="blue">{offer.servico.subtema.tema.descricao}</Tag>
          <Tag>{offer.servico.tipo.descricao}</Tag>
          <TituloPagina>{capitalizeWords(offer.titulo)}</TituloPagina>
          <Typography.Paragraph>{offer.descricao}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{offer.servico.descricao}</Typography.Paragraph>
          <Typography.Title level={4}>Etapas e entregas</Typography.Title>
          <Steps
            orientation="vertical"
            current={-1}
            items={sortByOrdem(offer.etapas).map((etapa) => ({
              title: `${etapa.ordem}. ${capitalizeWords(etapa.titulo)}`,
              content: (
                <>
                  <div>{etapa.descricao}</div>
                  <div>
                    <Typography.Text strong>Entrega: </Typography.Text>
                    {etapa.entregavel}
                  </div>
                </>
              ),
            }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card style={{ marginBottom: 16 }}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Valor de referência">{formatBRL(offer.valor)}</Descriptions.Item>
            <Descriptions.Item label="Subsídio do programa">
              {formatPercent(offer.servico.porcentagem_subsidio)}
            </Descriptions.Item>
            <Descriptions.Item label="Carga horária">{offer.carga_horaria} h</Descriptions.Item>
            <Descriptions.Item label="Programa">{offer.servico.programa.descricao}</Descriptions.Item>
            {offer.servico.exige_diagnostico && (
              <Descriptions.Item label="Diagnóstico">Começa por um diagnóstico</Descriptions.Item>
            )}
          </Descriptions>
          <BotaoCarrinho offer={offer} principal />
        </Card>
        <Card title="Prestadores credenciados" style={{ marginBottom: 16 }}>
          <QueryBlock
            query={prestadores}
            isEmpty={(d) => d.length === 0}
            empty="Nenhum prestador credenciado no momento."
          >
            {(list) => (
              <List
                size="small"
                dataSource={list}
                renderItem={(p) => (
                  <List.Item key={p.id}>
                    {capitalizeWords(p.nomefantasia)} — {p.cidade.nome}/{p.estado.sigla}
                  </List.Item>
                )}
              />
            )}
          </QueryBlock>
        </Card>
        <Card title="Perguntas da contratação">
          <QueryBlock
            query={questionario}
            isEmpty={(d) => d.perguntas.length === 0}
            empty="Nenhuma pergunta para este serviço."
          >
            {(q) => (
              <List
                size="small"
                dataSource={sortByOrdem(q.perguntas)}
                renderItem={(p) => <List.Item key={p.id}>{sentenceCase(p.pergunta)}</List.Item>}
              />
            )}
          </QueryBlock>
        </Card>
      </Col>
    </Row>
  );
}
