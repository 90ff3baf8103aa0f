"use client";
import dynamic from "next/dynamic";
import { Button } from "antd";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { DeleteOutlined, UserAddOutlined } from "@ant-design/icons";
import { ROLE_LABELS, type Group } from "@/lib/roles";
import { fullName } from "@/lib/format";
import { useJaAberto, useModal } from "@/stores/modals";
import { Confirmar } from "@/components/ui/confirmar";
import { QueryBlock } from "@/components/ui/query-block";
import { type CentroCustoInterno, useEnvolvidos, useRemoverEnvolvido } from "@/services/centrocusto";

// The dialog and its search of staff load when first opened.
const AdicionarEnvolvidos = dynamic(
  () => import("./adicionar-envolvidos").then((m) => m.AdicionarEnvolvidos),
  { ssr: false },
);

/**
 * The staff involved in the centre, by group; who keeps budgets adds people and takes them off (after
 * SPEC §8's confirmation).
 */
export function Envolvidos({ centro, gerir }: { centro: CentroCustoInterno; gerir: boolean }) {
  const query = useEnvolvidos(centro.id);
  const remover = useRemoverEnvolvido();
  const [, abrir] = useModal("centroCustoEnvolvidos");
  const montado = useJaAberto("centroCustoEnvolvidos");
  return (
    <Cartao
      title="Pessoas envolvidas"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        gerir && (
          <Button icon={<UserAddOutlined />} onClick={abrir}>
            Adicionar
          </Button>
        )
      }
    >
      <QueryBlock
        query={query}
        isEmpty={(d) => d.grupos.length === 0}
        empty="Ninguém envolvido neste centro de custo."
        erro="Não foi possível carregar as pessoas envolvidas."
      >
        {(d) =>
          d.grupos.map((g) => (
            <Lista
              key={g.grupo.name}
              size="small"
              header={<strong>{ROLE_LABELS[g.grupo.name as Group] ?? g.grupo.name}</strong>}
              dataSource={g.envolvidos}
              renderItem={(e) => (
                <Lista.Item
                  actions={
                    gerir
                      ? [
                          <Confirmar
                            key="remover"
                            rotulo={`Retirar ${fullName(e.usuario)}`}
                            icone={<DeleteOutlined />}
                            danger
                            pending={remover.isPending && remover.variables === e.id}
                            executar={() => remover.mutateAsync(e.id)}
                          />,
                        ]
                      : []
                  }
                >
                  <Lista.Item.Meta title={fullName(e.usuario)} description={e.usuario.email} />
                </Lista.Item>
              )}
            />
          ))
        }
      </QueryBlock>
      {gerir && montado && <AdicionarEnvolvidos centro={centro} />}
    </Cartao>
  );
}
