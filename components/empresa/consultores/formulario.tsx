"use client";
import { Col, Form, Input, Row } from "antd";
import { validTelefone } from "@/lib/cpf-cnpj";
import { formatPhone, maskCPF, onlyDigits } from "@/lib/format";
import { CONSULTOR } from "@/lib/regras/consultor";
import { AcaoModal } from "@/components/ui/acao-modal";
import { regraDocumento, regrasCpf } from "@/components/ui/regras-documento";
import { regrasTexto } from "@/components/ui/regras-texto";
import { type ConsultorNovo, useAdicionarConsultor } from "@/services/empresa-consultor";

type Campos = Omit<ConsultorNovo, "empresa">;

/**
 * "Adicionar consultor": the consultant's name, CPF, e-mail and phone, each checked on its field before
 * anything is sent; the server's field errors (a CPF already in the company) land on the fields too.
 */
export function FormularioConsultor({ empresa }: { empresa: number }) {
  const adicionar = useAdicionarConsultor();
  return (
    <AcaoModal<Campos>
      nome="consultor"
      titulo="Adicionar consultor"
      okText="Adicionar consultor"
      pending={adicionar.isPending}
      enviar={({ cpf, telefone, ...c }) =>
        adicionar.mutateAsync({
          ...c,
          empresa,
          cpf: onlyDigits(cpf),
          telefone: telefone ? onlyDigits(telefone) : undefined,
        })
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="nome"
            label="Nome"
            rules={regrasTexto(true, CONSULTOR.nome.min, CONSULTOR.nome.max)}
          >
            <Input autoComplete="off" maxLength={CONSULTOR.nome.max} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="sobrenome"
            label="Sobrenome"
            rules={regrasTexto(false, 0, CONSULTOR.sobrenome.max)}
          >
            <Input autoComplete="off" maxLength={CONSULTOR.sobrenome.max} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="cpf" label="CPF" normalize={maskCPF} rules={regrasCpf}>
            <Input inputMode="numeric" maxLength={14} placeholder="000.000.000-00" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label="E-mail"
            rules={[
              { required: true, message: "Informe o e-mail." },
              { type: "email", message: "Informe um e-mail válido." },
              { max: CONSULTOR.email.max, message: "Use no máximo 254 caracteres." },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="telefone"
            label="Telefone"
            normalize={(v: string) => formatPhone(onlyDigits(v).slice(0, 11))}
            rules={[regraDocumento(validTelefone, "Telefone inválido. Use (DD) NNNNN-NNNN.")]}
          >
            <Input inputMode="tel" placeholder="(48) 99123-4567" />
          </Form.Item>
        </Col>
      </Row>
    </AcaoModal>
  );
}
