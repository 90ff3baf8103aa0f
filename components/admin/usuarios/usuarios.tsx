"use client";
import { Etiqueta } from "@/components/ui/etiqueta";
import { SelectAdiado } from "@/components/ui/select-adiado";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { useSessao } from "@/hooks/use-sessao";
import { formatDate, fullName } from "@/lib/format";
import { GROUPS, ROLE_LABELS, type Group } from "@/lib/roles";
import { useSetUsuarioAtivo, useUsuarios, type Usuario } from "@/services/usuario";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Link } from "@/components/ui/link";
import { PlusOutlined } from "@ant-design/icons";
import { USUARIOS_PATH } from "@/lib/paths";

// `grupos` is a comma-separated list in the URL, as the API takes it; unknown groups are dropped.
const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  grupos:
    (url.get("grupos")?.split(",") ?? [])
      .filter((g) => (GROUPS as readonly string[]).includes(g))
      .join(",") || undefined,
});

/** The users administrators keep: searched and filtered by group in the URL, each opening its page. */
export function Usuarios() {
  const session = useSessao();
  const lista = useListaFiltrada(ler);
  const grupos = (lista.filtros.grupos?.split(",") ?? []) as Group[];
  const query = useUsuarios(lista.params);
  const setAtivo = useSetUsuarioAtivo();

  return (
    <Cartao title={<TituloPagina>Usuários</TituloPagina>}>
      <div className="barra-da-lista">
        <div className="barra-da-lista-filtros">
          <BuscaDaLista
            aria-label="Buscar por nome ou e-mail"
            placeholder="Buscar por nome ou e-mail"
            {...lista.busca("search")}
            style={{ width: 280 }}
          />
          {/* antd's select comes when first reached, so the page's first load goes without it. */}
          <SelectAdiado<Group[]>
            id="usuarios-grupos"
            aria-label="Filtrar por grupo"
            mode="multiple"
            allowClear
            placeholder="Todos os grupos"
            value={grupos}
            onChange={(v: Group[]) => lista.filtrar({ grupos: v.join(",") || undefined })}
            options={GROUPS.map((g) => ({ value: g, label: ROLE_LABELS[g] }))}
            // Its width grows with the groups chosen, from 240 px, for the lookalike as for antd's select.
            style={{ minWidth: 240, width: "auto" }}
          />
        </div>
        <Link href={`${USUARIOS_PATH}/novo`} className="botao botao-principal">
          <PlusOutlined /> Novo usuário
        </Link>
      </div>
      <ListaPaginada<Usuario>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os usuários."
        total={(total) => `${total} usuário(s)`}
        locale={{ emptyText: "Nenhum usuário encontrado com estes filtros." }}
        columns={[
          {
            title: "Nome",
            cartao: "titulo",
            render: (_, u) => <Link href={`${USUARIOS_PATH}/${u.id}`}>{fullName(u)}</Link>,
          },
          { title: "E-mail", dataIndex: "email" },
          { title: "CPF", dataIndex: "cpf_mask", semQuebra: true, render: (v: string | null) => v ?? "—" },
          {
            title: "Grupos",
            render: (_, u) =>
              u.groups.map((g) => <Etiqueta key={g.id}>{ROLE_LABELS[g.name as Group] ?? g.name}</Etiqueta>),
          },
          { title: "Desde", dataIndex: "dtainclusao", cartao: "data", render: (v: string) => formatDate(v) },
          {
            title: "Situação",
            cartao: "status",
            render: (_, u) =>
              u.ativo ? <Etiqueta color="green">Ativo</Etiqueta> : <Etiqueta color="red">Inativo</Etiqueta>,
          },
          {
            title: "Ações",
            cartao: "acao",
            render: (_, u) =>
              u.id === session?.user.id ? null : (
                <Confirmar
                  rotulo={u.ativo ? "Desativar" : "Reativar"}
                  titulo={u.ativo ? "Desativar este usuário?" : "Reativar este usuário?"}
                  detalhe={u.ativo ? "As sessões abertas dele serão encerradas." : undefined}
                  size="small"
                  primario={false}
                  danger={u.ativo}
                  pending={setAtivo.isPending && setAtivo.variables?.id === u.id}
                  executar={() => setAtivo.mutateAsync({ id: u.id, ativo: !u.ativo })}
                />
              ),
          },
        ]}
      />
    </Cartao>
  );
}
