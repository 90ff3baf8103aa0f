"use client";
import { Space } from "antd";
import { HistoricoDoCadastro } from "@/components/admin/crud/historico-do-cadastro";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Link } from "@/components/ui/link";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { useSessao } from "@/hooks/use-sessao";
import { cpfOf } from "@/lib/cpf-cnpj";
import { fullName } from "@/lib/format";
import { USUARIOS_PATH } from "@/lib/paths";
import { GRUPOS_INTERNOS } from "@/lib/regras/usuario";
import { ROLE_LABELS, type Group } from "@/lib/roles";
import { useModal } from "@/stores/modals";
import {
  historicoDoUsuario,
  useAlterarConta,
  useAlterarGestao,
  useAlterarPessoa,
  useNovoLinkDeSenha,
  type UsuarioCadastro,
} from "@/services/usuario";
import { CamposDaConta, CamposDaGestao, CamposDaPessoa, eGestor } from "./campos";
import { ModalDoLinkDeSenha } from "./link-de-senha";
import { ParteDoCadastro } from "./parte-do-cadastro";

type Grupos = (typeof GRUPOS_INTERNOS)[number][];
// Clients and providers come with their companies: their groups are not the administrator's to change here.
const soInternos = (grupos: string[]): grupos is Grupos =>
  grupos.every((g) => (GRUPOS_INTERNOS as readonly string[]).includes(g));

/** Activates or deactivates the account (the server keeps the last administrator and refuses one's own). */
function Situacao({ usuario }: { usuario: UsuarioCadastro }) {
  const conta = useAlterarConta(usuario.id);
  const nome = fullName(usuario);
  return usuario.ativo ? (
    <Confirmar
      rotulo="Desativar"
      danger
      primario={false}
      titulo={`Desativar ${nome}?`}
      detalhe="As sessões abertas terminam na hora e a conta não entra mais até ser reativada."
      sucesso={`${nome} foi desativado.`}
      pending={conta.isPending}
      executar={() => conta.mutateAsync({ ativo: false })}
    />
  ) : (
    <Confirmar
      rotulo="Reativar"
      titulo={`Reativar ${nome}?`}
      detalhe="A conta volta a entrar com a senha que tinha."
      sucesso={`${nome} foi reativado.`}
      pending={conta.isPending}
      executar={() => conta.mutateAsync({ ativo: true })}
    />
  );
}

/** A user's page for administrators, each part saved on its own and written to the history below. */
export function UsuarioPreenchido({ usuario }: { usuario: UsuarioCadastro }) {
  const sessao = useSessao();
  const pessoa = useAlterarPessoa(usuario.id);
  const conta = useAlterarConta(usuario.id);
  const gestao = useAlterarGestao(usuario.id);
  const link = useNovoLinkDeSenha(usuario.id);
  const [, abrirLink] = useModal("linkDeSenha");
  const grupos = usuario.groups.map((g) => g.name);
  const nome = fullName(usuario);
  return (
    <div className="pilha">
      <Cartao title={<TituloPagina>{nome}</TituloPagina>}>
        <p>
          <Link href={USUARIOS_PATH}>← Usuários</Link>
        </p>
        <Space wrap>
          {usuario.ativo ? (
            <Etiqueta color="green">Ativo</Etiqueta>
          ) : (
            <Etiqueta color="red">Inativo</Etiqueta>
          )}
          {grupos.map((g) => (
            <Etiqueta key={g}>{ROLE_LABELS[g as Group] ?? g}</Etiqueta>
          ))}
          <span>CPF {usuario.cpf_mask ?? "não informado"}</span>
        </Space>
        <Space wrap style={{ marginTop: 16 }}>
          {usuario.id !== sessao?.user.id && <Situacao usuario={usuario} />}
          {usuario.ativo && (
            <Confirmar
              rotulo="Gerar link de senha"
              primario={false}
              titulo="Gerar um novo link de senha?"
              detalhe="Os links entregues antes deixam de valer."
              pending={link.isPending}
              executar={async () => {
                await link.mutateAsync();
                abrirLink();
              }}
            />
          )}
        </Space>
      </Cartao>
      <ParteDoCadastro
        titulo="Pessoa"
        iniciais={{ nome: usuario.nome, sobrenome: usuario.sobrenome, cpf: "" }}
        salvar={({ cpf, ...v }) => pessoa.mutateAsync({ ...v, ...(cpf ? { cpf: cpfOf(cpf) } : {}) })}
        pendente={pessoa.isPending}
        salvo={`Dados pessoais de ${nome} salvos.`}
      >
        <CamposDaPessoa cpfOpcional />
      </ParteDoCadastro>
      {soInternos(grupos) && (
        <ParteDoCadastro
          titulo="Conta"
          iniciais={{ email: usuario.email, groups: grupos }}
          salvar={(v) => conta.mutateAsync(v)}
          pendente={conta.isPending}
          salvo={`Conta de ${nome} salva.`}
        >
          <CamposDaConta />
        </ParteDoCadastro>
      )}
      {eGestor(grupos) && (
        <ParteDoCadastro
          titulo="Unidades e áreas do gestor"
          iniciais={{ unidades: usuario.unidades.map((u) => u.id), areas: usuario.areas.map((a) => a.id) }}
          salvar={(v) => gestao.mutateAsync({ unidades: v.unidades ?? [], areas: v.areas ?? [] })}
          pendente={gestao.isPending}
          salvo={`Unidades e áreas de ${nome} salvas.`}
        >
          <CamposDaGestao />
        </ParteDoCadastro>
      )}
      <HistoricoDoCadastro id={usuario.id} servico={historicoDoUsuario} />
      <ModalDoLinkDeSenha link={link.data ?? null} nome={nome} />
    </div>
  );
}
