"use client";
import { Cartao } from "@/components/ui/cartao";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { QueryBlock } from "@/components/ui/query-block";
import { Paragrafo } from "@/components/ui/texto";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { useSessao } from "@/hooks/use-sessao";
import { formatDate } from "@/lib/format";
import { EMPRESAS_PATH } from "@/lib/paths";
import { hasAnyRole } from "@/lib/roles";
import { useDocumentosVencidos } from "@/services/edital/resultado";

/**
 * Companies whose accepted tender documents are past their validity (issue 45, item 5): staff decide
 * what to do on the company's accreditation, which is not suspended by itself.
 */
export function DocumentosVencidos() {
  const query = useDocumentosVencidos();
  // Administrators open companies in their own area, not the staff one.
  const area = hasAnyRole(useSessao()?.user, ["admin"]) ? "admin" : "interno";
  return (
    <Cartao title={<TituloPagina>Documentos vencidos</TituloPagina>}>
      <Paragrafo type="secondary">
        Empresas com documentos de editais vencidos. O credenciamento não é suspenso automaticamente: abra a
        empresa para decidir.
      </Paragrafo>
      <QueryBlock
        query={query}
        isEmpty={(d) => !d.length}
        empty="Nenhuma empresa tem documento de edital vencido."
        erro="Não foi possível carregar os documentos vencidos."
      >
        {(empresas) => (
          <Lista
            dataSource={empresas}
            renderItem={(e) => (
              <Lista.Item
                actions={[
                  <Link key="abrir" href={`${EMPRESAS_PATH[area]}/${e.empresa.id}`}>
                    Abrir empresa
                  </Link>,
                ]}
              >
                <Lista.Item.Meta
                  title={e.empresa.nomefantasia}
                  description={e.documentos
                    .map(
                      (d) =>
                        `${d.nome} (edital ${d.edital.numero_edital}): venceu em ${formatDate(d.validade)}`,
                    )
                    .join("; ")}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}
