"use client";
import { useState } from "react";
import { Cartao } from "@/components/ui/cartao";
import { PAGE_SIZE } from "@/lib/constants";
import { useConsultores } from "@/services/empresa-consultor";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { colunasConsultor } from "./tabela";

/**
 * A company's consultants and their accreditation per service, read-only, for staff (the company detail).
 * Its search and page stay in the component: the page that holds it keeps its own state in the URL.
 */
export function ConsultoresDaEmpresa({ empresa }: { empresa: number }) {
  const [search, setSearch] = useState<string>();
  const [pagina, setPagina] = useState({ page: 1, pageSize: PAGE_SIZE });
  const query = useConsultores(empresa, { search, page: pagina.page, page_size: pagina.pageSize });
  return (
    <Cartao title="Consultores" size="small">
      <BuscaDaLista
        aria-label="Buscar consultores"
        placeholder="Nome, e-mail ou CPF completo"
        valor={search}
        onBuscar={(termo) => {
          setSearch(termo);
          setPagina((p) => ({ ...p, page: 1 }));
        }}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      <ListaPaginada
        query={query}
        pagination={{
          ...pagina,
          onChange: (page, pageSize) =>
            setPagina({ page: pageSize === pagina.pageSize ? page : 1, pageSize }),
        }}
        erro="Não foi possível carregar os consultores."
        total={(total) => `${total} consultor(es)`}
        locale={{
          emptyText: search ? "Nenhum consultor encontrado." : "A empresa não tem consultores cadastrados.",
        }}
        columns={colunasConsultor()}
      />
    </Cartao>
  );
}
