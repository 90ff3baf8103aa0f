"use client";
import { Card, Descriptions, Empty, List, Steps, Tag, Typography } from "antd";
import { capitalizeWords, formatBRL, formatPercent, sentenceCase, sortByOrdem } from "@/lib/format";
import type { ModeloOfertaDetalhe, Pergunta, Prestador } from "@/services/servico";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { BotaoCarrinho } from "./botao-carrinho";

/** An offer as its page read it on the server, with its accredited providers and the questions of the purchase. */
export function OfertaDetalhe({
  offer,
  prestadores,
  perguntas,
}: {
  offer: ModeloOfertaDetalhe;
  prestadores: Prestador[];
  perguntas: Pergunta[];
}) {
  return (
    <div className="oferta-detalhe">
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
      <div>
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
          {prestadores.length === 0 ? (
            <Empty description="Nenhum prestador credenciado no momento." />
          ) : (
            <List
              size="small"
              dataSource={prestadores}
              renderItem={(p) => (
                <List.Item key={p.id}>
                  {capitalizeWords(p.nomefantasia)} — {p.cidade.nome}/{p.estado.sigla}
                </List.Item>
              )}
            />
          )}
        </Card>
        <Card title="Perguntas da contratação">
          {perguntas.length === 0 ? (
            <Empty description="Nenhuma pergunta para este serviço." />
          ) : (
            <List
              size="small"
              dataSource={sortByOrdem(perguntas)}
              renderItem={(p) => <List.Item key={p.id}>{sentenceCase(p.pergunta)}</List.Item>}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
