"use client";
import { useState } from "react";
import { Pagination } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { Exportar } from "@/components/ui/exportar";
import { QueryBlock } from "@/components/ui/query-block";
import { maskCNPJ } from "@/lib/format";
import {
  exportarPrestadores,
  usePrestadoresDoServico,
  type ServicoInterno,
} from "@/services/servico-cadastro";

/** The providers accredited for the service (those that can take new work), and their spreadsheet. */
export function Prestadores({ servico }: { servico: ServicoInterno }) {
  const [page, setPage] = useState(1);
  const query = usePrestadoresDoServico(servico.id, page);
  return (
    <Cartao
      title="Prestadores credenciados"
      size="small"
      extra={
        <Exportar
          exportar={(progresso) =>
            exportarPrestadores(servico.id, `prestadores-${servico.codigo.toLowerCase()}.xlsx`, progresso)
          }
        />
      }
    >
      <QueryBlock
        query={query}
        isEmpty={(d) => d.count === 0}
        empty="Nenhum prestador credenciado para este serviço."
        erro="Não foi possível carregar os prestadores."
      >
        {(d) => (
          <>
            <ul className="lista-de-vinculos" aria-label="Prestadores credenciados">
              {d.results.map((p) => (
                <li key={p.id}>
                  <span>
                    <strong>{p.nomefantasia}</strong> · {p.cidade.nome}/{p.estado.sigla}
                  </span>
                  {p.cnpj && <span style={{ whiteSpace: "nowrap" }}>{maskCNPJ(p.cnpj)}</span>}
                </li>
              ))}
            </ul>
            {d.count > 10 && (
              <Pagination
                size="small"
                current={page}
                total={d.count}
                onChange={setPage}
                style={{ marginTop: 8 }}
              />
            )}
          </>
        )}
      </QueryBlock>
    </Cartao>
  );
}
