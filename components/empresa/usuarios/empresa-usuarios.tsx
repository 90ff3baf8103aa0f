"use client";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { SelectNativo } from "@/components/ui/select-nativo";
import { FILTRO_TIPO_EMPRESA, TIPOS_EMPRESA } from "../interno/tipo";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { capitalizeWords, fullName } from "@/lib/format";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { useJaAberto, useModal } from "@/stores/modals";
import { type EmpresaUsuario, useDesvincularUsuario, useEmpresaUsuarios } from "@/services/empresa-usuario";
import { Confirmar } from "@/components/ui/confirmar";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Exportar } from "@/components/ui/exportar";
import { exportarLista } from "@/services/exportacao";
import { SemQuebra } from "@/components/ui/sem-quebra";

// The link's dialog and its searches load when first opened.
const FormularioEmpresaUsuario = dynamic(
  () => import("./formulario").then((m) => m.FormularioEmpresaUsuario),
  { ssr: false },
);

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  tipo: daUrl.umDe(url, "tipo", TIPOS_EMPRESA),
});
const chave = (v: EmpresaUsuario) => `${v.empresa.id}-${v.usuario.id}`;

/** Removes a link after SPEC §8's confirmation. */
function Desvincular({ vinculo: v }: { vinculo: EmpresaUsuario }) {
  const desvincular = useDesvincularUsuario();
  const alvo = { empresa: v.empresa.id, usuario: v.usuario.id };
  return (
    <Confirmar
      rotulo={`Desvincular ${fullName(v.usuario)} de ${v.empresa.nomefantasia}`}
      icone={<DeleteOutlined />}
      danger
      pending={
        desvincular.isPending &&
        desvincular.variables?.empresa === alvo.empresa &&
        desvincular.variables.usuario === alvo.usuario
      }
      executar={() => desvincular.mutateAsync(alvo)}
    />
  );
}

/**
 * "Usuários das empresas": which users act for which companies (a client's requests, a provider's quotes
 * and work). Search, type and page in the URL; a modal adds a link; each is removed after a confirmation.
 */
export function EmpresaUsuarios() {
  const lista = useListaFiltrada(ler);
  const query = useEmpresaUsuarios(lista.params);
  const [, abrir] = useModal("empresaUsuario");
  const montado = useJaAberto("empresaUsuario");
  return (
    <Cartao title={<TituloPagina>Usuários das empresas</TituloPagina>}>
      <div className="barra-da-lista">
        <div className="barra-da-lista-filtros">
          <BuscaDaLista
            aria-label="Buscar vínculos"
            placeholder="Usuário, e-mail, empresa ou CNPJ"
            {...lista.busca("search")}
            style={{ maxWidth: 300 }}
          />
          <SelectNativo
            rotulo="Tipo de empresa"
            style={{ width: 160 }}
            todos="Todas"
            {...lista.escolha("tipo")}
            opcoes={FILTRO_TIPO_EMPRESA}
          />
        </div>
        <Space wrap>
          <Exportar
            exportar={(progresso) =>
              exportarLista(
                "/empresa/admin/empresa-usuario/export/",
                lista.filtros,
                "usuarios-das-empresas",
                progresso,
              )
            }
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={abrir}>
            Vincular usuário
          </Button>
        </Space>
      </div>
      <ListaPaginada<EmpresaUsuario>
        rowKey={chave}
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os vínculos."
        total={(total) => `${total} vínculo(s)`}
        locale={{ emptyText: lista.filtrado ? "Nenhum vínculo encontrado." : "Nenhum usuário vinculado." }}
        columns={[
          {
            title: "Empresa",
            cartao: "titulo",
            render: (_, v) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {capitalizeWords(v.empresa.nomefantasia)}{" "}
                  <Etiqueta>{v.empresa.tipo === "CLIENTE" ? "Cliente" : "Prestador"}</Etiqueta>
                </span>
                <SemQuebra>{v.empresa.cnpj_mask ?? v.empresa.cpf_mask}</SemQuebra>
              </Space>
            ),
          },
          {
            title: "Usuário",
            render: (_, v) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {fullName(v.usuario)} {!v.usuario.ativo && <Etiqueta color="red">Inativo</Etiqueta>}
                </span>
                <span>{v.usuario.email}</span>
              </Space>
            ),
          },
          { title: "Ações", width: 80, cartao: "acao", render: (_, v) => <Desvincular vinculo={v} /> },
        ]}
      />
      {montado && <FormularioEmpresaUsuario />}
    </Cartao>
  );
}
