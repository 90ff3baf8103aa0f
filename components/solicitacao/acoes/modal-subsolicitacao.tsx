"use client";
import { Checkbox, Form } from "antd";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useBusca } from "@/hooks/use-busca";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { useModelosOfertaLista } from "@/services/listagem";
import { useCriarSubsolicitacao, type NovaSubsolicitacao } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

function CampoOferta() {
  const [busca, setBusca] = useBusca();
  const ofertas = useModelosOfertaLista({ search: busca, page_size: 50 });
  return (
    <Form.Item name="modelo_oferta" label="Oferta" rules={[{ required: true, message: "Escolha a oferta." }]}>
      <SelectDaLista
        lista={ofertas}
        buscar={setBusca}
        options={ofertas.data?.results.map((o) => ({
          value: o.id,
          label: `${capitalizeWords(o.titulo)} · ${formatBRL(o.valor)}`,
          disabled: !o.ativo,
        }))}
      />
    </Form.Item>
  );
}

/** "Subsolicitação": a sub-request of an open request, for some of its companies (all by default). */
export function ModalSubsolicitacao({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const criar = useCriarSubsolicitacao(s.id);
  return (
    <AcaoModal<NovaSubsolicitacao>
      nome="subsolicitacao"
      titulo={`Nova subsolicitação de ${s.nrosolicitacao}`}
      okText="Criar subsolicitação"
      pending={criar.isPending}
      initialValues={{ empresas: s.empresas_detalhe.map((e) => e.id) }}
      enviar={(v) => criar.mutateAsync({ ...v, objetivo: v.objetivo.trim(), versao: s.versao })}
    >
      <CampoOferta />
      <CampoTexto name="objetivo" label="Objetivo" rows={4} />
      {s.empresas_detalhe.length > 1 && (
        <Form.Item
          name="empresas"
          label="Empresas atendidas"
          rules={[{ required: true, message: "Escolha ao menos uma empresa." }]}
        >
          <Checkbox.Group
            options={s.empresas_detalhe.map((e) => ({ value: e.id, label: capitalizeWords(e.nomefantasia) }))}
          />
        </Form.Item>
      )}
    </AcaoModal>
  );
}
