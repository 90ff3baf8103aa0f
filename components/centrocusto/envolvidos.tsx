"use client";
import { Button, Form } from "antd";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { DeleteOutlined, UserAddOutlined } from "@ant-design/icons";
import { ROLE_LABELS, type Group } from "@/lib/roles";
import { fullName } from "@/lib/format";
import { useBusca } from "@/hooks/use-busca";
import { useModal } from "@/stores/modals";
import { AcaoModal } from "@/components/ui/acao-modal";
import { BuscaSelect, opcoesDa } from "@/components/ui/busca-select";
import { Confirmar } from "@/components/ui/confirmar";
import { QueryBlock } from "@/components/ui/query-block";
import { useUsuariosInternos } from "@/services/listagem";
import {
  type CentroCustoInterno,
  useAdicionarEnvolvidos,
  useEnvolvidos,
  useRemoverEnvolvido,
} from "@/services/centrocusto";

type Opcao = { id: number; rotulo: string };

/** Staff users to involve in the centre, searched by name or e-mail. */
function AdicionarEnvolvidos({ centro }: { centro: CentroCustoInterno }) {
  const [search, setSearch] = useBusca();
  const usuarios = useUsuariosInternos({ search, page_size: 50 });
  const adicionar = useAdicionarEnvolvidos(centro.id);
  return (
    <AcaoModal<{ usuarios: Opcao[] }>
      nome="centroCustoEnvolvidos"
      titulo={`Pessoas envolvidas em ${centro.codigo}`}
      okText="Adicionar pessoas"
      pending={adicionar.isPending}
      enviar={(v) => adicionar.mutateAsync(v.usuarios.map((u) => u.id))}
    >
      <Form.Item
        name="usuarios"
        label="Pessoas da equipe"
        extra="Quem já está envolvido continua como está."
        rules={[{ required: true, message: "Escolha ao menos uma pessoa." }]}
      >
        <BuscaSelect<Opcao>
          multiple
          {...opcoesDa(usuarios)}
          items={usuarios.data?.results.map((u) => ({ id: u.id, rotulo: `${fullName(u)} (${u.email})` }))}
          onSearch={setSearch}
          label={(u) => u.rotulo}
          placeholder="Busque por nome ou e-mail"
        />
      </Form.Item>
    </AcaoModal>
  );
}

/**
 * The staff involved in the centre, by group; who keeps budgets adds people and takes them off (after
 * SPEC §8's confirmation).
 */
export function Envolvidos({ centro, gerir }: { centro: CentroCustoInterno; gerir: boolean }) {
  const query = useEnvolvidos(centro.id);
  const remover = useRemoverEnvolvido();
  const [, abrir] = useModal("centroCustoEnvolvidos");
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
      {gerir && <AdicionarEnvolvidos centro={centro} />}
    </Cartao>
  );
}
