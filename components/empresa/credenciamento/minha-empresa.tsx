"use client";
import { useState } from "react";
import { Esqueleto } from "@/components/ui/esqueleto";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Cartao } from "@/components/ui/cartao";
import { Fatos } from "@/components/ui/fatos";
import { useEmpresas } from "@/services/empresa";
import { LoadError } from "@/components/ui/load-error";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Credenciamentos } from "./credenciamentos";
import { Documentos } from "./documentos";

/**
 * The provider's own company: its data, the documents accreditation requires and its accreditations per
 * service. A user of several provider companies picks which one.
 */
export function MinhaEmpresa() {
  const query = useEmpresas({ page_size: 100 });
  const [escolhida, setEscolhida] = useState<number | null>(null);
  if (query.isPending) return <Esqueleto linhas={6} />;
  if (query.isError)
    return (
      <LoadError title="Não foi possível carregar sua empresa." error={query.error} retry={query.refetch} />
    );
  const empresas = query.data.results.filter((e) => e.tipo === "PRESTADOR");
  const empresa = empresas.find((e) => e.id === escolhida) ?? empresas[0];
  if (!empresa)
    return (
      <>
        <TituloPagina>Minha empresa</TituloPagina>
        <Cartao>
          Seu usuário não está ligado a nenhuma empresa prestadora. Fale com a equipe do programa.
        </Cartao>
      </>
    );
  return (
    <>
      <TituloPagina>Minha empresa</TituloPagina>
      {empresas.length > 1 && (
        <SelectNativo
          rotulo="Empresa"
          style={{ width: "100%", maxWidth: 480, marginBottom: 16 }}
          valor={empresa.id}
          onChange={(id) => setEscolhida(id ?? null)}
          opcoes={empresas.map((e) => ({ value: e.id, label: e.nomefantasia }))}
        />
      )}
      <Cartao size="small" style={{ marginBottom: 16 }}>
        <Fatos
          duasColunas
          style={{ marginBottom: 0 }}
          fatos={[
            ["Razão social", empresa.razaosocial],
            ["CNPJ", empresa.cnpj_mask],
            ["Cidade", `${empresa.cidade.nome}/${empresa.estado.sigla}`],
            ["E-mail", empresa.email],
          ]}
        />
      </Cartao>
      <Documentos empresa={empresa.id} />
      <Credenciamentos empresa={empresa.id} parte="prestador" />
    </>
  );
}
