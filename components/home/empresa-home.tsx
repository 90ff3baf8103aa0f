"use client";
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatPhone } from "@/lib/format";
import { DIAGNOSTICOS_PATH, MY_REQUESTS_PATH, PROPOSTAS_PATH } from "@/lib/paths";
import { useEmpresas, type Empresa } from "@/services/empresa";
import { QueryBlock } from "@/components/ui/query-block";
import { DiagnosticosPendentes } from "@/components/diagnostico";
import { OportunidadesAbertas } from "@/components/proposta";
import { WelcomeCard } from "./welcome-card";

function EmpresaItem({ empresa }: { empresa: Empresa }) {
  return (
    <Lista.Item>
      <Lista.Item.Meta
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
              {empresa.porte && <Etiqueta>{empresa.porte.descricao}</Etiqueta>}
              {empresa.suspenso && <Etiqueta color="red">Suspensa</Etiqueta>}
            </span>
          </Space>
        }
      />
    </Lista.Item>
  );
}

/** The services a provider company is accredited for, each leading to its offers in the catalogue. */
function ServicosCredenciados({ empresas }: { empresas: Empresa[] }) {
  const servicos = empresas.flatMap((e) => e.credenciamentos.filter((c) => c.ativo).map((c) => c.servico));
  return (
    <Cartao
      title="Serviços credenciados"
      role="region"
      aria-label="Serviços credenciados"
      style={{ marginBottom: 16 }}
    >
      <Lista
        size="small"
        dataSource={servicos}
        locale={{ emptyText: "Sua empresa ainda não tem serviços credenciados." }}
        renderItem={(servico) => (
          <Lista.Item key={servico.id}>
            <Lista.Item.Meta
              title={capitalizeWords(servico.titulo)}
              description={
                <Link href={`/?search=${encodeURIComponent(servico.titulo)}`}>
                  Ver as ofertas deste serviço no catálogo
                </Link>
              }
            />
          </Lista.Item>
        )}
      />
    </Cartao>
  );
}

/**
 * Home of clients and providers: who they are and the companies they act for. `painel`: their dashboard, which
 * the page renders with the figures it read on the server.
 */
export function EmpresaHome({ kind, painel }: { kind: "cliente" | "prestador"; painel: ReactNode }) {
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
                <Link key="d" href={DIAGNOSTICOS_PATH.prestador}>
                  Aceitar, escrever e enviar os diagnósticos pedidos à sua empresa
                </Link>,
                <Link key="p" href={PROPOSTAS_PATH}>
                  Enviar propostas às solicitações abertas antes do prazo
                </Link>,
                "Confira abaixo os serviços em que sua empresa está credenciada e as ofertas deles no catálogo.",
                "Mantenha os dados de contato da empresa atualizados para receber as solicitações.",
              ]
        }
      />
      {painel}
      <DiagnosticosPendentes parte={kind} />
      {!cliente && <OportunidadesAbertas />}
      {!cliente && query.data && <ServicosCredenciados empresas={query.data.results} />}
      <Cartao title={cliente ? "Suas empresas e propriedades" : "Sua empresa"}>
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
            <Lista dataSource={data.results} renderItem={(e) => <EmpresaItem key={e.id} empresa={e} />} />
          )}
        </QueryBlock>
      </Cartao>
    </>
  );
}
