"use client";
import { useState } from "react";
import { Button, Form, Input, Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, maskCPF, onlyDigits } from "@/lib/format";
import { useEmpresasDoCpf } from "@/services/sas";
import { QueryBlock } from "@/components/ui/query-block";
import { regrasCpf } from "@/components/ui/regras-documento";
import { PAPEL, nomeDaEmpresa } from "./papel";

/**
 * "Consultar CPF": the companies a CPF is linked to, with the person's roles. The CPF stays in the page,
 * not in the address, so it does not end up in browser history and server logs.
 */
export function ConsultaCpf() {
  const [cpf, setCpf] = useState<string | null>(null);
  const empresas = useEmpresasDoCpf(cpf);
  return (
    <Cartao title="Consultar CPF" size="small" style={{ marginBottom: 16 }}>
      <Form<{ cpf: string }>
        layout="inline"
        requiredMark={false}
        onFinish={(v) => setCpf(onlyDigits(v.cpf))}
        style={{ rowGap: 8, marginBottom: cpf ? 16 : 0 }}
      >
        <Form.Item name="cpf" label="CPF" normalize={maskCPF} rules={regrasCpf}>
          <Input inputMode="numeric" maxLength={14} placeholder="000.000.000-00" style={{ width: 180 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={empresas.isFetching}>
          Consultar
        </Button>
      </Form>
      {cpf && (
        <QueryBlock
          query={empresas}
          isEmpty={(lista) => lista.length === 0}
          empty="Nenhuma empresa vinculada a este CPF."
          erro="Não foi possível consultar o CPF."
        >
          {(lista) => (
            <Lista
              size="small"
              dataSource={lista}
              renderItem={(e) => (
                <Lista.Item>
                  <Lista.Item.Meta
                    title={capitalizeWords(nomeDaEmpresa(e))}
                    description={
                      <Space wrap size={4}>
                        {capitalizeWords(e.razaosocial)}
                        {e.papeis.map((p) => (
                          <Etiqueta key={p}>{PAPEL[p]}</Etiqueta>
                        ))}
                      </Space>
                    }
                  />
                </Lista.Item>
              )}
            />
          )}
        </QueryBlock>
      )}
    </Cartao>
  );
}
