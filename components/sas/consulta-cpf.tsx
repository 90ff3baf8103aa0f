"use client";
import { useState } from "react";
import { Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, maskCPF, onlyDigits } from "@/lib/format";
import { useEmpresasDoCpf } from "@/services/sas";
import { QueryBlock } from "@/components/ui/query-block";
import { validCpf } from "@/lib/cpf-cnpj";
import { useFormulario } from "@/hooks/use-formulario";
import { BotaoEnviar } from "@/components/ui/botao-enviar";
import { Campo } from "@/components/ui/campo";
import { PAPEL, nomeDaEmpresa } from "./papel";

/**
 * "Consultar CPF": the companies a CPF is linked to, with the person's roles. The CPF stays in the page,
 * not in the address, so it does not end up in browser history and server logs.
 */
export function ConsultaCpf() {
  const [cpf, setCpf] = useState<string | null>(null);
  const empresas = useEmpresasDoCpf(cpf);
  const f = useFormulario(
    { cpf: "" },
    {
      cpf: (v) => (!String(v).trim() ? "Informe o CPF." : validCpf(String(v)) ? undefined : "CPF inválido."),
    },
  );
  return (
    <Cartao title="Consultar CPF" size="small" style={{ marginBottom: 16 }}>
      <form
        noValidate
        className="consulta"
        style={{ marginBottom: cpf ? 16 : 0 }}
        onSubmit={(e) => void f.enviar(async (v) => setCpf(onlyDigits(v.cpf)))(e)}
      >
        <Campo id={f.id("cpf")} rotulo="CPF" obrigatorio={false} erro={f.erros.cpf}>
          <div className="consulta-linha">
            <input
              className="entrada campo-curto"
              inputMode="numeric"
              maxLength={14}
              placeholder="000.000.000-00"
              {...f.entrada("cpf", maskCPF)}
            />
            <BotaoEnviar carregando={empresas.isFetching}>Consultar</BotaoEnviar>
          </div>
        </Campo>
      </form>
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
