"use client";
import { ListaDeCadastro } from "@/components/admin/crud/lista-de-cadastro";
import { Confirmar } from "@/components/ui/confirmar";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Link } from "@/components/ui/link";
import { useSessao } from "@/hooks/use-sessao";
import { formatDate, fullName } from "@/lib/format";
import { USUARIOS_PATH } from "@/lib/paths";
import { GROUPS, ROLE_LABELS, type Group } from "@/lib/roles";
import { type Usuario, usuariosDaLista, useSetUsuarioAtivo } from "@/services/usuario";

const GRUPOS = GROUPS.map((g) => ({ value: g, label: ROLE_LABELS[g] }));

/** Activates or deactivates a user (not oneself): a deactivated user's sessions end at once. */
function Situacao({ usuario }: { usuario: Usuario }) {
  const session = useSessao();
  const setAtivo = useSetUsuarioAtivo();
  if (usuario.id === session?.user.id) return null;
  return (
    <Confirmar
      rotulo={usuario.ativo ? "Desativar" : "Reativar"}
      titulo={usuario.ativo ? "Desativar este usuário?" : "Reativar este usuário?"}
      detalhe={usuario.ativo ? "As sessões abertas dele serão encerradas." : undefined}
      size="small"
      primario={false}
      danger={usuario.ativo}
      pending={setAtivo.isPending && setAtivo.variables?.id === usuario.id}
      executar={() => setAtivo.mutateAsync({ id: usuario.id, ativo: !usuario.ativo })}
    />
  );
}

/**
 * The users administrators keep, on the back office's list screen: searched and filtered by groups in the URL,
 * exported as filtered, each opening its page, activated and deactivated in place.
 */
export function Usuarios() {
  return (
    <ListaDeCadastro<Usuario>
      titulo="Usuários"
      singular="usuário"
      plural="usuários"
      busca="Buscar por nome ou e-mail"
      rotuloDaBusca="Buscar por nome ou e-mail"
      servico={usuariosDaLista}
      arquivo="usuarios"
      novo={{ rotulo: "Novo usuário", href: `${USUARIOS_PATH}/novo` }}
      filtros={[
        {
          campo: "grupos",
          rotulo: "Filtrar por grupo",
          todos: "Todos os grupos",
          opcoes: GRUPOS,
          multipla: true,
        },
      ]}
      colunas={[
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
        { title: "Ações", cartao: "acao", render: (_, u) => <Situacao usuario={u} /> },
      ]}
    />
  );
}
