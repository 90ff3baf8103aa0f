"use client";
import { useRef } from "react";
import { useRouter } from "next/navigation";
import dayjs, { type Dayjs } from "dayjs";
import { Button, Col, Flex, Form, Modal, Row, Select } from "antd";
import { formatBRL } from "@/lib/format";
import { notify } from "@/lib/messages";
import { PROPOSTAS_PATH } from "@/lib/paths";
import { PROPOSTA } from "@/lib/regras/proposta";
import { QueryBlock } from "@/components/ui/query-block";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useErroDoForm } from "@/components/ui/erros-api";
import {
  useAtualizarProposta,
  useCriarProposta,
  usePrecificacao,
  type Cotacao,
  type PropostaDetalhe,
} from "@/services/proposta";
import { BUSCA, HorasPorEtapa, ParcelasPorEtapa } from "./formulario-etapas";
import { ValoresDoFormulario, valoresDoFormulario, type Precificaveis } from "./formulario-valores";
import { textoDaAcao } from "@/lib/textos-de-acao";
import { CampoData } from "@/components/ui/campo-data";

const DIA = "YYYY-MM-DD";

type Campos = {
  periodo: [Dayjs, Dayjs];
  dtaprazo: Dayjs;
  modelo_hora: number;
  plano_pagamento: number;
  faixa_quilometragem?: number | null;
  etapas: { etapa: number; horas: number; visita: boolean }[];
  parcelas: number[];
  comentario?: string;
};

/** What the form starts from: the proposal being revised, or 8 hours a stage and the first options. */
function iniciais(etapas: Cotacao["etapas"], atual?: PropostaDetalhe): Partial<Campos> {
  if (!atual) return { etapas: etapas.map((e) => ({ etapa: e.id, horas: 8, visita: false })), parcelas: [] };
  const porOrdem = new Map(etapas.map((e) => [e.ordem, e.id]));
  return {
    periodo: [dayjs(atual.dta_inicio), dayjs(atual.dta_fim)],
    dtaprazo: dayjs(atual.dtaprazo),
    modelo_hora: atual.modelo_hora.id,
    plano_pagamento: atual.plano_pagamento.id,
    faixa_quilometragem: atual.faixa_quilometragem?.id ?? null,
    etapas: atual.etapas.map((e) => ({ etapa: e.etapa.id, horas: e.horas, visita: e.visita })),
    parcelas: atual.parcelas.map((p) => porOrdem.get(p.etapa_ordem)!),
    comentario: atual.comentario,
  };
}

/**
 * The provider's proposal for a request: execution period, validity, hour model, hours and visits per
 * offer stage, travel band, payment plan with the stage each instalment is paid on, and a comment, with the
 * values these give as it is filled (the server computes them alike when saving). Kept as a draft or sent. A new one opens its page
 * once saved; a revision of `atual` calls `aoSalvar` (the edit modal closes).
 */
export function FormularioProposta({
  cotacao,
  atual,
  aoSalvar,
}: {
  cotacao: Cotacao;
  atual?: PropostaDetalhe;
  aoSalvar?: () => void;
}) {
  const [form] = Form.useForm<Campos>();
  const router = useRouter();
  const [dialogo, confirmacao] = Modal.useModal();
  const precificacao = usePrecificacao();
  const criar = useCriarProposta();
  const atualizar = useAtualizarProposta();
  const erro = useErroDoForm(form, (chave) =>
    chave === "dta_inicio" || chave === "dta_fim" ? "periodo" : chave,
  );
  // One key per attempt at sending, so a retry after a lost answer does not create the proposal twice.
  const chave = useRef(crypto.randomUUID());
  const plano = Form.useWatch("plano_pagamento", form);
  const etapasVistas = Form.useWatch("etapas", form);
  const comVisita = (etapasVistas ?? []).some((e) => e?.visita);
  const parcelasDo = (id: number | undefined) =>
    precificacao.data?.planos.find((p) => p.id === id)?.parcelas ?? 0;
  const parcelas = parcelasDo(plano);
  const rascunhoPossivel = !atual || atual.status.codigo === PROPOSTA.RASCUNHO;
  const revisao = !rascunhoPossivel;

  async function salvar(rascunho: boolean, sucesso?: string) {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { periodo, dtaprazo, ...resto } = values;
    const body = {
      ...resto,
      dta_inicio: periodo[0].format(DIA),
      dta_fim: periodo[1].format(DIA),
      dtaprazo: dtaprazo.format(DIA),
      comentario: resto.comentario?.trim() ?? "",
      // From what is sent and the form's store, not the watched values: those may not have caught up yet.
      faixa_quilometragem: resto.etapas.some((e) => e.visita)
        ? ((form.getFieldValue("faixa_quilometragem") as number | undefined) ?? null)
        : null,
      // The form holds hours and visits per row; the row's stage is the offer's at that position.
      etapas: resto.etapas.map((e, i) => ({
        etapa: cotacao.etapas[i].id,
        horas: e.horas,
        visita: !!e.visita,
      })),
      // Read from the form's store: the instalments' fields mount only once the watched plan is known, and a
      // click before that (a slow phone) would find them missing among the validated values.
      parcelas: ((form.getFieldValue("parcelas") as number[] | undefined) ?? []).slice(
        0,
        parcelasDo(form.getFieldValue("plano_pagamento")),
      ),
      rascunho,
    };
    erro.limpar();
    try {
      const r = atual
        ? await atualizar.mutateAsync({ ...body, id: atual.id, versao: atual.versao })
        : await criar.mutateAsync({ ...body, solicitacao: cotacao.id, chave: chave.current });
      notify("success", sucesso ?? textoDaAcao("proposta.rascunho").sucesso);
      if (atual) aoSalvar?.();
      else router.push(`${PROPOSTAS_PATH}/${r.id}`);
    } catch (e) {
      notify(erro.mostrar(e) ? "warning" : "error");
    }
  }

  // Asks with the proposal's gross value as the form computes it, once every field is valid.
  async function enviar() {
    if (!(await form.validateFields().catch(() => null)) || !precificacao.data) return;
    const valores = valoresDoFormulario(
      form.getFieldsValue(true) as Precificaveis,
      cotacao,
      precificacao.data,
      parcelasDo(form.getFieldValue("plano_pagamento")),
    );
    const texto = textoDaAcao(revisao ? "proposta.revisar" : "proposta.enviar", {
      valor: (valores?.bruto ?? 0) / 100,
    });
    dialogo.confirm({
      title: texto.pergunta,
      content: texto.efeito,
      okText: texto.ok,
      cancelText: "Voltar",
      onOk: () => salvar(false, texto.sucesso),
    });
  }

  return (
    <QueryBlock query={precificacao} empty="">
      {({ horas, planos, faixas }) => (
        <Form<Campos>
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={iniciais(cotacao.etapas, atual)}
        >
          {confirmacao}
          {erro.alerta}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <CampoData
                name="periodo"
                label="Período de execução"
                periodo="proposta-periodo"
                obrigatorio="Informe o início e o fim."
                desabilitar={(d) => !d.isAfter(dayjs(), "day")}
              />
            </Col>
            <Col xs={24} md={12}>
              <CampoData
                name="dtaprazo"
                label="Validade da proposta"
                obrigatorio="Informe até quando a proposta vale."
              />
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="modelo_hora"
                label="Modelo de hora"
                rules={[{ required: true, message: "Escolha o modelo de hora." }]}
              >
                <Select
                  showSearch={BUSCA}
                  options={horas.map((h) => ({
                    value: h.id,
                    label: `${h.descricao}: ${formatBRL(Number(h.valor_hora))}/h até ${h.hora_limite} h, depois ${formatBRL(Number(h.valor_hora_adicional))}/h`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="plano_pagamento"
                label="Plano de pagamento"
                rules={[{ required: true, message: "Escolha o plano de pagamento." }]}
              >
                <Select
                  showSearch={BUSCA}
                  options={planos.map((p) => ({ value: p.id, label: p.descricao }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <HorasPorEtapa etapas={cotacao.etapas} />
          {comVisita && (
            <Form.Item
              name="faixa_quilometragem"
              label="Faixa de quilometragem da visita"
              rules={[{ required: true, message: "Com visita, escolha a faixa de quilometragem." }]}
            >
              <Select
                showSearch={BUSCA}
                options={faixas.map((f) => ({
                  value: f.id,
                  label: `${f.km_minimo} a ${f.km_maximo} km: ${formatBRL(Number(f.valor))}`,
                }))}
              />
            </Form.Item>
          )}
          <ParcelasPorEtapa etapas={cotacao.etapas} parcelas={parcelas} />
          <ValoresDoFormulario
            form={form}
            cotacao={cotacao}
            listas={{ horas, planos, faixas }}
            parcelas={parcelas}
          />
          <CampoTexto name="comentario" label="Comentário ao cliente" rows={3} obrigatorio={false} />
          <Flex wrap gap={8} justify="end">
            {rascunhoPossivel && (
              <Button onClick={() => void salvar(true)} loading={criar.isPending || atualizar.isPending}>
                Salvar rascunho
              </Button>
            )}
            <Button
              type="primary"
              onClick={() => void enviar()}
              loading={criar.isPending || atualizar.isPending}
            >
              {revisao ? "Enviar revisão" : "Enviar proposta"}
            </Button>
          </Flex>
        </Form>
      )}
    </QueryBlock>
  );
}
