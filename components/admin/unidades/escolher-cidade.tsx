"use client";
import { useState } from "react";
import { Button, Select } from "antd";
import { SelectNativo } from "@/components/ui/select-nativo";
import { executarComAviso } from "@/lib/aviso-da-api";
import { useCidades, useEstados } from "@/services/listagem";

/**
 * A state, then one of its municipalities (searched by name), linked to the unit; a city another unit serves
 * is refused by the server, which names that unit.
 */
export function EscolherCidade({
  vincular,
}: {
  vincular: { isPending: boolean; mutateAsync: (cidade: number) => Promise<unknown> };
}) {
  const estados = useEstados();
  const [estado, setEstado] = useState<number | undefined>();
  const cidades = useCidades(estado ?? null);
  const [cidade, setCidade] = useState<number | undefined>();
  return (
    <div className="fileira" style={{ marginBottom: 12, flexWrap: "wrap" }}>
      <SelectNativo<number>
        rotulo="Estado da cidade"
        style={{ width: 120 }}
        todos="UF"
        carregando={estados.isPending}
        valor={estado}
        onChange={(v) => {
          setEstado(v);
          setCidade(undefined);
        }}
        opcoes={estados.data?.map((e) => ({ value: e.id, label: e.sigla })) ?? []}
      />
      <Select<number>
        aria-label="Cidade a incluir"
        showSearch={{ optionFilterProp: "label" }}
        placeholder={estado ? "Buscar cidade" : "Escolha o estado"}
        disabled={!estado}
        loading={cidades.isFetching}
        value={cidade}
        onChange={setCidade}
        options={cidades.data?.map((c) => ({ value: c.id, label: c.nome })) ?? []}
        style={{ minWidth: 220, flex: 1 }}
      />
      <Button
        disabled={cidade === undefined}
        loading={vincular.isPending}
        onClick={() =>
          void executarComAviso(async () => {
            await vincular.mutateAsync(cidade!);
            setCidade(undefined);
          }, "Cidade incluída.")
        }
      >
        Incluir cidade
      </Button>
    </div>
  );
}
