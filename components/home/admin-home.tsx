"use client";
import { Link } from "@/components/ui/link";
import { useQueries } from "@tanstack/react-query";
import { Col, Row, Statistic } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { GROUPS, ROLE_LABELS } from "@/lib/roles";
import { usuarioListQuery } from "@/services/usuario";
import { WelcomeCard } from "./welcome-card";

export function AdminHome() {
  // The list endpoint is the only source of counts in the API contract: one page of one user per group.
  const counts = useQueries({
    queries: GROUPS.map((g) => usuarioListQuery({ grupos: g, page_size: 1 })),
  });
  return (
    <>
      <WelcomeCard
        summary="Você administra o portal: contas de usuários, grupos de acesso e a configuração do programa."
        next={[
          <Link key="u" href="/admin/usuarios">
            Gerenciar usuários: buscar, filtrar por grupo e ativar ou desativar contas
          </Link>,
        ]}
      />
      <Cartao title="Usuários por grupo">
        <Row gutter={[16, 16]}>
          {GROUPS.map((g, i) => (
            <Col key={g} xs={12} md={6}>
              <Link href={`/admin/usuarios?grupos=${g}`}>
                <Statistic
                  title={ROLE_LABELS[g]}
                  loading={counts[i].isPending}
                  value={counts[i].isError ? "—" : (counts[i].data?.count ?? 0)}
                />
              </Link>
            </Col>
          ))}
        </Row>
      </Cartao>
    </>
  );
}
