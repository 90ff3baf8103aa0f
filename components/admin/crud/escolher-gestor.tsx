"use client";
import { useState } from "react";
import { Button, Select } from "antd";
import { useBusca } from "@/hooks/use-busca";
import { executarComAviso } from "@/lib/aviso-da-api";
import { useListaSimples } from "@/services/listagem";

/** Searches the active managers and coordinators and links the chosen one (an area's, a unit's). */
export function EscolherGestor({
  vincular,
}: {
  vincular: { isPending: boolean; mutateAsync: (gestor: number) => Promise<unknown> };
}) {
  const [busca, setBusca] = useBusca();
  const gestores = useListaSimples("gestores", { search: busca });
  const [escolhido, setEscolhido] = useState<number | undefined>();
  return (
    <div className="fileira" style={{ marginBottom: 12, flexWrap: "wrap" }}>
      <Select<number>
        id="escolher-gestor"
        aria-label="Gestor a incluir"
        showSearch={{ filterOption: false, onSearch: setBusca }}
        placeholder="Buscar gestor pelo nome"
        value={escolhido}
        onChange={setEscolhido}
        loading={gestores.isFetching}
        options={gestores.data?.results.map((g) => ({ value: g.id, label: g.descricao })) ?? []}
        style={{ minWidth: 240, flex: 1 }}
      />
      <Button
        disabled={escolhido === undefined}
        loading={vincular.isPending}
        onClick={() =>
          void executarComAviso(async () => {
            await vincular.mutateAsync(escolhido!);
            setEscolhido(undefined);
          }, "Gestor incluído.")
        }
      >
        Incluir gestor
      </Button>
    </div>
  );
}
