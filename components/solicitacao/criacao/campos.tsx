"use client";
import { Form } from "antd";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import type { Rule } from "antd/es/form";
import { capitalizeWords, sentenceCase } from "@/lib/format";
import { useClientes, useModelosOfertaLista } from "@/services/listagem";
import { useBusca } from "@/hooks/use-busca";
import { BuscaSelect, opcoesDa } from "@/components/ui/busca-select";

export type EmpresaOpcao = {
  id: number;
  nomefantasia: string;
  cnpj_mask?: string | null;
  cpf_mask?: string | null;
};
export type ModeloOpcao = { id: number; titulo: string; servico: { id: number } };

const MAX_EMPRESAS = 50;

/** Length in characters of a trimmed text, with pt-BR messages. */
export function tamanho(campo: string, min: number, max: number): Rule {
  return {
    validator: (_, value?: string) => {
      const length = value?.trim().length ?? 0;
      if (min > 0 && length === 0) return Promise.reject(new Error(`Preencha o campo ${campo}.`));
      if (length < min)
        return Promise.reject(new Error(`O campo ${campo} precisa de pelo menos ${min} caracteres.`));
      if (length > max)
        return Promise.reject(new Error(`O campo ${campo} aceita no máximo ${max} caracteres.`));
      return Promise.resolve();
    },
  };
}

export function EmpresasField({ required }: { required: boolean }) {
  const [search, setSearch] = useBusca();
  const clientes = useClientes({ search });
  return (
    <Form.Item
      name="empresas"
      label="Empresas"
      extra={required ? undefined : "Opcional: as empresas beneficiadas pela contratação."}
      rules={[
        { required, type: "array", min: 1, message: "Escolha pelo menos uma empresa." },
        { type: "array", max: MAX_EMPRESAS, message: `Escolha no máximo ${MAX_EMPRESAS} empresas.` },
      ]}
    >
      <BuscaSelect<EmpresaOpcao>
        multiple
        {...opcoesDa(clientes)}
        onSearch={setSearch}
        label={(e) => {
          const cpfCnpj = e.cnpj_mask ?? e.cpf_mask;
          return `${capitalizeWords(e.nomefantasia)}${cpfCnpj ? ` (${cpfCnpj})` : ""}`;
        }}
        placeholder="Busque por nome ou CNPJ"
      />
    </Form.Item>
  );
}

export function ModeloField() {
  const [search, setSearch] = useBusca();
  const modelos = useModelosOfertaLista({ search, page_size: 50 });
  return (
    <Form.Item
      name="modelo_oferta"
      label="Modelo de oferta"
      rules={[{ required: true, message: "Escolha o modelo de oferta." }]}
    >
      <BuscaSelect<ModeloOpcao>
        {...opcoesDa(modelos)}
        onSearch={setSearch}
        label={(m) => capitalizeWords(m.titulo)}
        placeholder="Busque pelo título da oferta"
      />
    </Form.Item>
  );
}

/** Objective and justification; both start empty (SPEC §5). */
export function TextosFields({ justificativaMin }: { justificativaMin: number }) {
  const objetivo = Form.useWatch<string | undefined>("objetivo");
  return (
    <>
      <Form.Item
        name="objetivo"
        label="Objetivo"
        required
        rules={[tamanho("Objetivo", 10, 2000)]}
        extra={objetivo?.trim() && `Como será exibido: ${sentenceCase(objetivo.trim())}`}
      >
        <AreaDeTexto maxLength={2000} />
      </Form.Item>
      <Form.Item
        name="justificativa"
        label="Justificativa"
        required={justificativaMin > 0}
        rules={[tamanho("Justificativa", justificativaMin, 2000)]}
      >
        <AreaDeTexto maxLength={2000} />
      </Form.Item>
    </>
  );
}
