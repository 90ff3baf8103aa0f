"use client";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords } from "@/lib/format";
import { baixarContratoAssinado } from "@/services/contrato";
import { useSubprojetos } from "@/services/projeto";
import { QueryBlock } from "@/components/ui/query-block";
import { BotaoBaixar } from "@/components/ui/botao-baixar";

/** The project's parts, one per client company, each with its signed contract. */
export function Subprojetos({ id }: { id: number }) {
  const query = useSubprojetos(id);
  return (
    <Cartao title="Empresas atendidas" size="small" style={{ marginBottom: 16 }}>
      <QueryBlock query={query} empty="Nenhuma empresa." isEmpty={(d) => d.length === 0}>
        {(partes) => (
          <Lista
            size="small"
            dataSource={partes}
            renderItem={(s) => (
              <Lista.Item
                actions={
                  s.contrato
                    ? [
                        <BotaoBaixar
                          key="contrato"
                          rotulo={`Baixar contrato assinado de ${capitalizeWords(s.empresa.nomefantasia)}`}
                          baixar={() =>
                            baixarContratoAssinado(s.contrato!, `contrato-assinado-${s.nroprojeto}.pdf`)
                          }
                        >
                          Contrato
                        </BotaoBaixar>,
                      ]
                    : []
                }
              >
                <Lista.Item.Meta
                  title={`${s.nroprojeto} · ${capitalizeWords(s.empresa.nomefantasia)}`}
                  description={s.empresa.documento}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}
