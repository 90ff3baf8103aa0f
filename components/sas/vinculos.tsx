"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, fullName } from "@/lib/format";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { useJaAberto, useModal } from "@/stores/modals";
import { type Vinculo, useVinculos } from "@/services/sas";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Exportar } from "@/components/ui/exportar";
import { exportarLista } from "@/services/exportacao";
import { Nota } from "@/components/ui/texto";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { ConsultaCpf } from "./consulta-cpf";
import { PAPEL, nomeDaEmpresa } from "./papel";

// The link's dialog loads when first opened.
const DetalheVinculo = dynamic(() => import("./detalhe-vinculo").then((m) => m.DetalheVinculo), {
  ssr: false,
});

const PAPEIS = ["PROPRIETARIO", "SOCIO_ADMINISTRADOR"] as const;
const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  papel: daUrl.umDe(url, "papel", PAPEIS),
});

/**
 * "Vínculos de CPF": which companies a CPF is linked to (owners of rural properties, managing partners),
 * looked up by CPF and listed with search, role and page in the URL; CPFs masked, one link's in full for
 * those who may read it.
 */
export function VinculosCpf() {
  const lista = useListaFiltrada(ler);
  const query = useVinculos(lista.params);
  const [aberto, setAberto] = useState<string | null>(null);
  const [, abrir] = useModal("vinculoCpf");
  const montado = useJaAberto("vinculoCpf");
  return (
    <Cartao title={<TituloPagina>Vínculos de CPF</TituloPagina>}>
      <ConsultaCpf />
      <Space wrap style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar vínculos"
          placeholder="Pessoa, empresa, CNPJ ou CPF completo"
          {...lista.busca("search")}
          style={{ maxWidth: 320 }}
        />
        <SelectNativo
          rotulo="Papel"
          style={{ width: 240 }}
          todos="Todos os papéis"
          {...lista.escolha("papel")}
          opcoes={PAPEIS.map((p) => ({ value: p, label: PAPEL[p] }))}
        />
        <Exportar
          exportar={(progresso) =>
            exportarLista("/sas/consultar/vinculos/export/", lista.filtros, "vinculos-de-cpf", progresso)
          }
        />
      </Space>
      <ListaPaginada<Vinculo>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os vínculos."
        total={(total) => `${total} vínculo(s)`}
        locale={{ emptyText: lista.filtrado ? "Nenhum vínculo encontrado." : "Nenhum vínculo registrado." }}
        columns={[
          {
            title: "Pessoa",
            cartao: "titulo",
            render: (_, v) => (
              <>
                {capitalizeWords(fullName(v.pessoa))}
                {/* A phone has room for the person and the button only: the CPF and the company go under the
                    name. */}
                <Nota className="so-celular">
                  <SemQuebra>{v.pessoa.cpf_mask ?? "—"}</SemQuebra>
                </Nota>
                <Nota className="so-celular">{capitalizeWords(nomeDaEmpresa(v.empresa))}</Nota>
              </>
            ),
          },
          { title: "CPF", responsive: ["sm"], semQuebra: true, render: (_, v) => v.pessoa.cpf_mask ?? "—" },
          { title: "Papel", responsive: ["sm"], render: (_, v) => PAPEL[v.papel] },
          {
            title: "Empresa",
            responsive: ["sm"],
            render: (_, v) => capitalizeWords(nomeDaEmpresa(v.empresa)),
          },
          {
            title: "Ações",
            cartao: "acao",
            render: (_, v) => (
              <Button
                onClick={() => {
                  setAberto(v.id);
                  abrir();
                }}
                aria-label={`Detalhes do vínculo de ${fullName(v.pessoa)}`}
              >
                Detalhes
              </Button>
            ),
          },
        ]}
      />
      {montado && <DetalheVinculo id={aberto} />}
    </Cartao>
  );
}
