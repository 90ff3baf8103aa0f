"use client";
import { Form } from "antd";
import { fullName } from "@/lib/format";
import { useBusca } from "@/hooks/use-busca";
import { AcaoModal } from "@/components/ui/acao-modal";
import { BuscaSelect, opcoesDa } from "@/components/ui/busca-select";
import { useUsuariosInternos } from "@/services/listagem";
import { type CentroCustoInterno, useAdicionarEnvolvidos } from "@/services/centrocusto";

type Opcao = { id: number; rotulo: string };

/** Staff users to involve in the centre, searched by name or e-mail. */
export function AdicionarEnvolvidos({ centro }: { centro: CentroCustoInterno }) {
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
