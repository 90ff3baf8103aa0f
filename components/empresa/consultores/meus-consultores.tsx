"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { Esqueleto } from "@/components/ui/esqueleto";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Cartao } from "@/components/ui/cartao";
import { CloseOutlined, DeleteOutlined, PlusOutlined, SafetyCertificateOutlined } from "@ant-design/icons";
import { capitalizeWords, fullName } from "@/lib/format";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { useJaAberto, useModal } from "@/stores/modals";
import { useEmpresas } from "@/services/empresa";
import {
  type Consultor,
  useConsultores,
  useDescredenciarConsultor,
  useRemoverConsultor,
} from "@/services/empresa-consultor";
import { Confirmar } from "@/components/ui/confirmar";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { LoadError } from "@/components/ui/load-error";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { colunasConsultor } from "./tabela";

// The dialogs and their fields load when one is first opened.
const FormularioConsultor = dynamic(() => import("./formulario").then((m) => m.FormularioConsultor), {
  ssr: false,
});
const CredenciarConsultor = dynamic(() => import("./credenciar").then((m) => m.CredenciarConsultor), {
  ssr: false,
});

const ler = (url: URLSearchParams) => ({
  empresa: daUrl.id(url, "empresa"),
  search: daUrl.texto(url, "search"),
});

/** The consultants of the provider's company `empresa`: search and page in the URL, add, accredit, withdraw, remove. */
function Consultores({
  empresa,
  lista,
}: {
  empresa: number;
  lista: ReturnType<typeof useListaFiltrada<ReturnType<typeof ler>>>;
}) {
  const { empresa: _, ...params } = lista.params;
  const query = useConsultores(empresa, params);
  const descredenciar = useDescredenciarConsultor();
  const remover = useRemoverConsultor();
  const [, abrirNovo] = useModal("consultor");
  const [, abrirCredenciar] = useModal("credenciarConsultor");
  const [aberto, setAberto] = useState<Consultor | null>(null);
  const novoMontado = useJaAberto("consultor");
  const nome = (c: Consultor) => capitalizeWords(fullName(c));

  return (
    <>
      <div className="barra-da-lista">
        <BuscaDaLista
          aria-label="Buscar consultores"
          placeholder="Nome, e-mail ou CPF completo"
          {...lista.busca("search")}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={abrirNovo}>
          Adicionar consultor
        </Button>
      </div>
      <ListaPaginada<Consultor>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os consultores."
        total={(total) => `${total} consultor(es)`}
        locale={{
          emptyText: lista.filtros.search ? "Nenhum consultor encontrado." : "Nenhum consultor cadastrado.",
        }}
        columns={colunasConsultor({
          retirar: (c, cc) =>
            cc.acoes.includes("descredenciar") && (
              <Confirmar
                rotulo={`Descredenciar ${nome(c)} de ${cc.servico.codigo}`}
                icone={<CloseOutlined />}
                danger
                pending={descredenciar.isPending && descredenciar.variables === cc.id}
                executar={() => descredenciar.mutateAsync(cc.id)}
              />
            ),
          acoes: (c) => (
            <Space size={4}>
              <Button
                icon={<SafetyCertificateOutlined />}
                onClick={() => {
                  setAberto(c);
                  abrirCredenciar();
                }}
              >
                Credenciar
              </Button>
              <Confirmar
                rotulo={`Remover ${nome(c)}`}
                icone={<DeleteOutlined />}
                danger
                pending={remover.isPending && remover.variables === c.id}
                executar={() => remover.mutateAsync(c.id)}
              />
            </Space>
          ),
        })}
      />
      {novoMontado && <FormularioConsultor empresa={empresa} />}
      {/* Mounted once a consultant is picked: the company's services load when first needed. */}
      {aberto && <CredenciarConsultor empresa={empresa} consultor={aberto} />}
    </>
  );
}

/**
 * "Meus consultores": the provider's consultants and their accreditation per service. A user of several
 * provider companies picks one (kept in the URL with the search and the page).
 */
export function MeusConsultores() {
  const lista = useListaFiltrada(ler);
  const empresas = useEmpresas({ page_size: 100 });
  const prestadoras = empresas.data?.results.filter((e) => e.tipo === "PRESTADOR") ?? [];
  const empresa = prestadoras.find((e) => e.id === lista.filtros.empresa) ?? prestadoras[0];
  return (
    <Cartao title={<TituloPagina>Meus consultores</TituloPagina>}>
      {empresas.isPending ? (
        <Esqueleto linhas={5} />
      ) : empresas.isError ? (
        <LoadError
          title="Não foi possível carregar sua empresa."
          error={empresas.error}
          retry={empresas.refetch}
        />
      ) : !empresa ? (
        "Seu usuário não está ligado a nenhuma empresa prestadora. Fale com a equipe do programa."
      ) : (
        <>
          {prestadoras.length > 1 && (
            <SelectNativo
              rotulo="Empresa"
              style={{ width: "100%", maxWidth: 480, marginBottom: 16 }}
              valor={empresa.id}
              onChange={(id) => lista.filtrar({ empresa: id, search: undefined })}
              opcoes={prestadoras.map((e) => ({ value: e.id, label: capitalizeWords(e.nomefantasia) }))}
            />
          )}
          <Consultores empresa={empresa.id} lista={lista} />
        </>
      )}
    </Cartao>
  );
}
