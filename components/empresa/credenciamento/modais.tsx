"use client";
import { Form, Select, type UploadFile } from "antd";
import { Aviso } from "@/components/ui/aviso";
import {
  type Credenciamento,
  type CredenciamentosDaEmpresa,
  useRecusarCredenciamento,
  useSolicitarCredenciamento,
  useSuspenderCredenciamento,
  useVincularServico,
} from "@/services/credenciamento";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoTexto } from "@/components/ui/campo-texto";

const opcoes = (d: CredenciamentosDaEmpresa) =>
  d.servicos_livres.map((s) => ({ value: s.id, label: `${s.titulo} (${s.codigo})` }));

/** "Request service registration" (SPEC §2): the provider asks accreditation for services. */
export function ModalSolicitar({ d }: { d: CredenciamentosDaEmpresa }) {
  const solicitar = useSolicitarCredenciamento(d.empresa.id);
  return (
    <AcaoModal<{ servicos: number[] }>
      nome="requestServiceRegistration"
      titulo="Solicitar credenciamento"
      okText="Solicitar"
      pending={solicitar.isPending}
      enviar={({ servicos }) => solicitar.mutateAsync(servicos)}
    >
      <Form.Item
        name="servicos"
        label="Serviços"
        rules={[{ required: true, message: "Escolha ao menos um serviço." }]}
        extra="A equipe do programa analisa cada serviço e responde aqui."
      >
        <Select
          mode="multiple"
          options={opcoes(d)}
          optionFilterProp="label"
          placeholder="Escolha os serviços"
          notFoundContent="Nenhum serviço disponível para pedir."
        />
      </Form.Item>
    </AcaoModal>
  );
}

/** Staff accredit the provider for a service at once, with no request of its own. */
export function ModalVincular({ d }: { d: CredenciamentosDaEmpresa }) {
  const vincular = useVincularServico(d.empresa.id);
  return (
    <AcaoModal<{ servico: number }>
      nome="vincularServico"
      titulo="Credenciar em um serviço"
      okText="Credenciar"
      pending={vincular.isPending}
      enviar={({ servico }) => vincular.mutateAsync(servico)}
    >
      <Form.Item name="servico" label="Serviço" rules={[{ required: true, message: "Escolha o serviço." }]}>
        <Select
          showSearch={{ optionFilterProp: "label" }}
          options={opcoes(d)}
          placeholder="Escolha o serviço"
          notFoundContent="A empresa já tem todos os serviços ativos."
        />
      </Form.Item>
    </AcaoModal>
  );
}

/** Staff refuse the provider's request for a service, saying why. */
export function ModalRecusar({ empresa, c }: { empresa: number; c: Credenciamento }) {
  const recusar = useRecusarCredenciamento(empresa);
  return (
    <AcaoModal<{ motivo: string }>
      nome="recusarCredenciamento"
      titulo={`Recusar credenciamento em ${c.servico.titulo}`}
      okText="Recusar"
      danger
      pending={recusar.isPending}
      enviar={({ motivo }) => recusar.mutateAsync({ servico: c.servico.id, motivo: motivo.trim() })}
    >
      <CampoTexto name="motivo" label="Motivo" rows={3} extra="O prestador lê este motivo." />
    </AcaoModal>
  );
}

/** Staff suspend an accredited link (a document and a reason), or lift its suspension (a reason). */
export function ModalSuspender({ empresa, c }: { empresa: number; c: Credenciamento }) {
  const suspender = useSuspenderCredenciamento(empresa);
  const suspendendo = !c.suspenso;
  return (
    <AcaoModal<{ motivo: string; arquivo?: UploadFile[] }>
      nome="suspenderCredenciamento"
      titulo={`${suspendendo ? "Suspender" : "Encerrar a suspensão de"} ${c.servico.titulo}`}
      okText={suspendendo ? "Suspender" : "Encerrar suspensão"}
      danger={suspendendo}
      pending={suspender.isPending}
      enviar={({ motivo, arquivo }) =>
        suspender.mutateAsync({
          id: c.id,
          suspenso: suspendendo,
          motivo: motivo.trim(),
          arquivo: arquivo?.length ? arquivoDe(arquivo) : undefined,
        })
      }
    >
      {suspendendo && (
        <Aviso
          type="warning"
          style={{ marginBottom: 16 }}
          title="Enquanto suspenso, o prestador não recebe novas solicitações deste serviço."
        />
      )}
      <CampoTexto name="motivo" label="Motivo" rows={3} />
      {suspendendo && (
        <CampoArquivo
          name="arquivo"
          label="Documento da suspensão"
          obrigatorio="Anexe o documento da suspensão."
          tipo="documento"
        />
      )}
    </AcaoModal>
  );
}
