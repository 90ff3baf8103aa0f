"use client";
import Link from "next/link";
import { Card, List, Space, Tag, Typography } from "antd";
import { capitalizeWords, formatPhone } from "@/lib/format";
import { MY_REQUESTS_PATH } from "@/lib/paths";
import { useEmpresas, type Empresa } from "@/services/empresa";
import { QueryBlock } from "@/components/ui/query-block";
import { WelcomeCard } from "./welcome-card";

function EmpresaItem({ empresa, showServicos }: { empresa: Empresa; showServicos: boolean }) {
  return (
    <List.Item>
      <List.Item.Meta
        title={capitalizeWords(empresa.nomefantasia)}
        description={
          <Space orientation="vertical" size={2}>
            <span>
              {capitalizeWords(empresa.razaosocial)} ·{" "}
              {empresa.cnpj_mask ? `CNPJ ${empresa.cnpj_mask}` : `CPF ${empresa.cpf_mask}`}
            </span>
            <span>
              {empresa.cidade.nome}/{empresa.estado.sigla} · {formatPhone(empresa.telefone)} · {empresa.email}
            </span>
            <span>
              {empresa.porte && <Tag>{empresa.porte.descricao}</Tag>}
              {empresa.suspenso && <Tag color="red">Suspensa</Tag>}
            </span>
            {showServicos && (
              <span>
                <Typography.Text strong>Serviços credenciados: </Typography.Text>
                {empresa.credenciamentos
                  .filter((c) => c.ativo)
                  .map((c) => (
                    <Tag key={c.servico.id} color="green">
                      {c.servico.titulo}
                    </Tag>
                  ))}
              </span>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}

/** Home of clients and providers: who they are and the companies they act for. */
export function EmpresaHome({ kind }: { kind: "cliente" | "prestador" }) {
  const query = useEmpresas({ page_size: 50 });
  const cliente = kind === "cliente";
  return (
    <>
      <WelcomeCard
        summary={
          cliente
            ? "Aqui você contrata consultorias subsidiadas para as suas empresas e propriedades rurais e acompanha cada solicitação."
            : "Aqui sua empresa recebe as solicitações dos serviços em que é credenciada, envia diagnósticos, propostas, entregas e notas."
        }
        next={
          cliente
            ? [
                <Link key="c" href="/">
                  Escolher serviços no catálogo e enviar uma solicitação
                </Link>,
                <Link key="s" href={MY_REQUESTS_PATH}>
                  Acompanhar as suas solicitações
                </Link>,
                "Confira abaixo os dados das empresas e propriedades vinculadas à sua conta.",
              ]
            : [
                "Confira abaixo os serviços em que sua empresa está credenciada.",
                "Mantenha os dados de contato da empresa atualizados para receber as solicitações.",
              ]
        }
      />
      <Card title={cliente ? "Suas empresas e propriedades" : "Sua empresa"}>
        <QueryBlock
          query={query}
          isEmpty={(d) => d.count === 0}
          empty={
            cliente
              ? "Nenhuma empresa vinculada à sua conta."
              : "Nenhuma empresa prestadora vinculada à sua conta."
          }
        >
          {(data) => (
            <List
              dataSource={data.results}
              renderItem={(e) => <EmpresaItem key={e.id} empresa={e} showServicos={!cliente} />}
            />
          )}
        </QueryBlock>
      </Card>
    </>
  );
}
