"use client";
import { Link } from "@/components/ui/link";
import { useSessao } from "@/hooks/use-sessao";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, fullName, empresaLabel } from "@/lib/format";
import { GESTAO, hasAnyRole, hasRole } from "@/lib/roles";
import { opcoesDeStatus, useSubstatusSolicitacao } from "@/services/listagem";
import { useProjetosConsultor, type Projeto, type ProjetosParams } from "@/services/projeto";
import { StatusTag } from "@/components/solicitacao";
import { SelectAdiado } from "@/components/ui/select-adiado";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { SUBSTATUS_SOLICITACAO } from "@/lib/regras/solicitacao";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { periodo } from "./periodo";

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  status: daUrl.umDe(url, "status", SUBSTATUS_SOLICITACAO),
  meus: daUrl.sim(url, "meus"),
  a_autorizar: daUrl.sim(url, "a_autorizar"),
});

/** Projects consultants follow: their own (consultants) or every one (managers). */
export function ProjetosConsultor() {
  const session = useSessao();
  const lista = useListaFiltrada(ler);
  const { search, status, meus, a_autorizar, ...params } = lista.params;
  const substatus = useSubstatusSolicitacao();
  const query = useProjetosConsultor({
    ...params,
    search,
    status,
    consultor: meus ? session?.user.id : undefined,
    a_autorizar: a_autorizar ? "true" : undefined,
  });
  const filtrado = lista.filtrado;
  // Consultant-only users see just their own projects already; managers who also consult may narrow to theirs.
  const escolheMeus = hasRole(session?.user, "consultor") && hasAnyRole(session?.user, GESTAO);

  return (
    <Cartao title={<TituloPagina>Projetos</TituloPagina>}>
      <div className="fileira" style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar projetos"
          placeholder="Número, serviço ou empresa"
          {...lista.busca("search")}
          style={{ width: 300 }}
        />
        {/* antd's select comes when first reached, so the page's first load goes without it. */}
        <SelectAdiado
          id="projetos-situacao"
          aria-label="Filtrar por situação"
          placeholder="Todas as situações"
          allowClear
          value={status}
          lista={substatus}
          onChange={(v?: ProjetosParams["status"]) => lista.filtrar({ status: v })}
          options={opcoesDeStatus(substatus.data)}
          style={{ width: 240 }}
        />
        <label className="marcar">
          <input
            type="checkbox"
            checked={Boolean(a_autorizar)}
            onChange={(e) => lista.filtrar({ a_autorizar: e.target.checked || undefined })}
          />
          Com nota fiscal a autorizar
        </label>
        {escolheMeus && (
          <label className="marcar">
            <input
              type="checkbox"
              checked={Boolean(meus)}
              onChange={(e) => lista.filtrar({ meus: e.target.checked || undefined })}
            />
            Somente vinculados a mim
          </label>
        )}
      </div>
      <ListaPaginada<Projeto>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os projetos."
        total={(total) => `${total} projeto(s)`}
        locale={{ emptyText: filtrado ? "Nenhum projeto encontrado." : "Nenhum projeto para acompanhar." }}
        columns={[
          {
            title: "Projeto",
            dataIndex: "nroprojeto",
            cartao: "titulo",
            semQuebra: true,
            render: (nro: string, p) => <Link href={`/interno/consultor/projetos/${p.id}`}>{nro}</Link>,
          },
          { title: "Solicitação", semQuebra: true, render: (_, p) => p.solicitacao.nrosolicitacao },
          { title: "Serviço", render: (_, p) => capitalizeWords(p.modelooferta.titulo) },
          { title: "Empresa", render: (_, p) => empresaLabel(p.empresa_label) },
          { title: "Prestador", render: (_, p) => capitalizeWords(p.prestador.nomefantasia) },
          { title: "Consultor", render: (_, p) => fullName(p.consultor) || "—" },
          {
            title: "Situação",
            cartao: "status",
            render: (_, p) => <StatusTag substatus={p.solicitacao.substatus} />,
          },
          { title: "Período", cartao: "data", render: (_, p) => periodo(p) },
        ]}
      />
    </Cartao>
  );
}
