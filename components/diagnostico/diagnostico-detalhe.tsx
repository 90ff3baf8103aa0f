"use client";
import { ProximoPassoDoDiagnostico } from "./proximo-passo";
import { Link } from "@/components/ui/link";
import { Cartao } from "@/components/ui/cartao";
import { DIAGNOSTICO_FINAL } from "@/lib/regras/diagnostico";
import { useConsultorDiagnostico, useDiagnosticoConsultor } from "@/services/diagnostico";
import { QueryBlock } from "@/components/ui/query-block";
import { EmpresasLista } from "@/components/empresa";
import { CartaoDeHistorico } from "@/components/historico";
import { VinculoConsultor } from "@/components/usuario";
import { CabecalhoDoDiagnostico } from "./cabecalho";

/** One diagnostic as consultants see it, with linking oneself to it. */
export function DiagnosticoDetalhe({ id }: { id: number }) {
  const query = useDiagnosticoConsultor(id);
  const vinculo = useConsultorDiagnostico();
  return (
    <>
      <Link href="/interno/consultor/diagnosticos">← Diagnósticos</Link>
      <QueryBlock query={query} empty="">
        {(d) => (
          <>
            <ProximoPassoDoDiagnostico d={d} leitor="equipe" />
            <CabecalhoDoDiagnostico
              d={d}
              solicitacao={
                <Link href={`/interno/solicitacoes/${d.solicitacao.id}`}>{d.solicitacao.nrosolicitacao}</Link>
              }
              fatos={[!!d.comprovante && ["Comprovante", d.comprovante.nome]]}
            >
              <VinculoConsultor
                consultor={d.consultor}
                fechado={
                  DIAGNOSTICO_FINAL.includes(d.status.codigo) ? "O diagnóstico está encerrado." : undefined
                }
                pending={vinculo.isPending}
                onChange={(consultor) => vinculo.mutateAsync({ diagnostico: d.id, consultor })}
              />
            </CabecalhoDoDiagnostico>
            <Cartao title="Empresas" style={{ marginBottom: 16 }}>
              <EmpresasLista empresas={d.empresas_detalhe} />
            </Cartao>
            <CartaoDeHistorico de="diagnostico" eventos={d.historico} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
