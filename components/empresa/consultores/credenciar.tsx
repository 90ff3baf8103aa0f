"use client";
import { Form } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { capitalizeWords, fullName } from "@/lib/format";
import { CREDENCIAMENTO } from "@/lib/regras/credenciamento";
import { AcaoModal } from "@/components/ui/acao-modal";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { useCredenciamentos } from "@/services/credenciamento";
import { type Consultor, useCredenciarConsultor } from "@/services/empresa-consultor";

/**
 * "Credenciar consultor": one of the services the company is accredited for and the consultant is not yet.
 * Granted at once while the company's link with the service is on; asked (Solicitado) while it is off.
 */
export function CredenciarConsultor({ empresa, consultor }: { empresa: number; consultor: Consultor }) {
  const credenciar = useCredenciarConsultor();
  const credenciamentos = useCredenciamentos(empresa);
  // A service is offered unless the consultant already has it and its table offers no way to ask it again.
  const jaTem = new Set(
    consultor.credenciamentos
      .filter((c) => !c.acoes.some((a) => a === "credenciar" || a === "solicitar"))
      .map((c) => c.servico.id),
  );
  const servicos = (credenciamentos.data?.credenciamentos ?? []).filter(
    (c) => c.status.codigo === CREDENCIAMENTO.CREDENCIADO && !jaTem.has(c.servico.id),
  );
  return (
    <AcaoModal<{ servico: number }>
      nome="credenciarConsultor"
      titulo={`Credenciar ${capitalizeWords(fullName(consultor))}`}
      okText="Credenciar"
      pending={credenciar.isPending}
      enviar={({ servico }) => credenciar.mutateAsync({ consultor: consultor.id, servico })}
    >
      <Paragrafo type="secondary">
        Só aparecem os serviços em que sua empresa é credenciada. Enquanto o vínculo da empresa com o serviço
        estiver desativado ou suspenso, o credenciamento fica solicitado.
      </Paragrafo>
      <Form.Item name="servico" label="Serviço" rules={[{ required: true, message: "Escolha o serviço." }]}>
        <SelectDaLista
          lista={credenciamentos}
          vazio="Nenhum serviço disponível para este consultor."
          options={servicos.map((c) => ({
            value: c.servico.id,
            label: `${c.servico.codigo} · ${capitalizeWords(c.servico.titulo)}`,
          }))}
        />
      </Form.Item>
    </AcaoModal>
  );
}
