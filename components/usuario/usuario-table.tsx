"use client";
import { Button, Popconfirm, Select, Space } from "antd";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { useSession } from "next-auth/react";
import { formatDate, fullName } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/messages";
import { GROUPS, ROLE_LABELS, type Group } from "@/lib/roles";
import { useSetUsuarioAtivo, useUsuarios, type Usuario } from "@/services/usuario";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { avisarErro } from "@/lib/aviso-da-api";

// `grupos` is a comma-separated list in the URL, as the API takes it; unknown groups are dropped.
const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  grupos:
    (url.get("grupos")?.split(",") ?? [])
      .filter((g) => (GROUPS as readonly string[]).includes(g))
      .join(",") || undefined,
});

export function UsuarioTable() {
  const { data: session } = useSession();
  const lista = useListaFiltrada(ler);
  const grupos = (lista.filtros.grupos?.split(",") ?? []) as Group[];
  const query = useUsuarios(lista.params);
  const setAtivo = useSetUsuarioAtivo();

  const toggle = (u: Usuario) =>
    setAtivo.mutate(
      { id: u.id, ativo: !u.ativo },
      {
        onSuccess: () => notify("success"),
        onError: avisarErro,
      },
    );

  return (
    <Cartao title={<TituloPagina>Usuários</TituloPagina>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar por nome ou e-mail"
          placeholder="Buscar por nome ou e-mail"
          valor={lista.filtros.search}
          onBuscar={(termo) => lista.filtrar({ search: termo })}
          style={{ width: 280 }}
        />
        <Select
          aria-label="Filtrar por grupo"
          mode="multiple"
          allowClear
          placeholder="Todos os grupos"
          value={grupos}
          onChange={(v: Group[]) => lista.filtrar({ grupos: v.join(",") || undefined })}
          options={GROUPS.map((g) => ({ value: g, label: ROLE_LABELS[g] }))}
          style={{ minWidth: 240 }}
        />
      </Space>
      <ListaPaginada<Usuario>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os usuários."
        total={(total) => `${total} usuário(s)`}
        locale={{ emptyText: "Nenhum usuário encontrado com estes filtros." }}
        columns={[
          { title: "Nome", render: (_, u) => fullName(u) },
          { title: "E-mail", dataIndex: "email" },
          { title: "CPF", dataIndex: "cpf_mask", render: (v: string | null) => v ?? "—" },
          {
            title: "Grupos",
            render: (_, u) =>
              u.groups.map((g) => <Etiqueta key={g.id}>{ROLE_LABELS[g.name as Group] ?? g.name}</Etiqueta>),
          },
          { title: "Desde", dataIndex: "dtainclusao", render: (v: string) => formatDate(v) },
          {
            title: "Situação",
            render: (_, u) =>
              u.ativo ? <Etiqueta color="green">Ativo</Etiqueta> : <Etiqueta color="red">Inativo</Etiqueta>,
          },
          {
            title: "Ações",
            render: (_, u) =>
              u.id === session?.user.id ? null : (
                <Popconfirm
                  title={u.ativo ? "Desativar este usuário?" : "Reativar este usuário?"}
                  description={
                    u.ativo
                      ? `${MESSAGES.confirm} As sessões abertas dele serão encerradas.`
                      : MESSAGES.confirm
                  }
                  okText="Sim"
                  cancelText="Não"
                  onConfirm={() => toggle(u)}
                >
                  <Button
                    size="small"
                    danger={u.ativo}
                    loading={setAtivo.isPending && setAtivo.variables?.id === u.id}
                  >
                    {u.ativo ? "Desativar" : "Reativar"}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Cartao>
  );
}
