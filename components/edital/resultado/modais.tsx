"use client";
import { Checkbox, Form, Radio, type UploadFile } from "antd";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoOpcional, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoTexto } from "@/components/ui/campo-texto";
import { formatDate } from "@/lib/format";
import { useDecidirRecurso, useRecorrer, type Resultado } from "@/services/edital/resultado";

/** The candidate appeals its preliminary result: why, and a file if it has one. */
export function ModalRecurso({ r, edital }: { r: Resultado; edital: number }) {
  const recorrer = useRecorrer(edital);
  return (
    <AcaoModal<{ texto: string; arquivo?: UploadFile[] }>
      nome="recursoEdital"
      titulo="Apresentar recurso"
      okText="Enviar recurso"
      pending={recorrer.isPending}
      texto={{
        pergunta: "Enviar o recurso?",
        efeito: "A equipe do programa decide o recurso; só é possível apresentar um.",
        sucesso: "Recurso enviado.",
      }}
      enviar={({ texto, arquivo }) =>
        recorrer.mutateAsync({
          inscricao: r.inscricao,
          texto: texto.trim(),
          arquivo: arquivoOpcional(arquivo),
        })
      }
    >
      {r.prazo_recurso && <p>O prazo vai até {formatDate(r.prazo_recurso)}.</p>}
      <CampoTexto name="texto" label="Por que o resultado deve mudar" rows={4} />
      <CampoArquivo name="arquivo" label="Arquivo (opcional)" tipo="documento" />
    </AcaoModal>
  );
}

/** Staff decide an appeal: granted or not, the text the candidate reads, and what a grant approves. */
export function ModalDecidirRecurso({ r, edital }: { r: Resultado; edital: number }) {
  const decidir = useDecidirRecurso(edital);
  return (
    <AcaoModal<{ deferido: boolean; decisao: string; servicos?: number[] }>
      nome="decidirRecurso"
      titulo={`Decidir o recurso de ${r.empresa.nomefantasia}`}
      okText="Registrar decisão"
      pending={decidir.isPending}
      enviar={({ deferido, decisao, servicos }) =>
        decidir.mutateAsync({
          inscricao: r.inscricao,
          deferido,
          decisao: decisao.trim(),
          servicos: deferido ? (servicos ?? []) : [],
        })
      }
    >
      <p>{r.recurso?.texto}</p>
      <Form.Item name="deferido" label="Decisão" rules={[{ required: true, message: "Escolha a decisão." }]}>
        <Radio.Group
          options={[
            { value: true, label: "Deferido" },
            { value: false, label: "Indeferido" },
          ]}
        />
      </Form.Item>
      <ServicosAprovados r={r} />
      <CampoTexto name="decisao" label="Fundamento" rows={3} min={5} extra="O candidato lê este texto." />
    </AcaoModal>
  );
}

/** The refused services a granted appeal may approve, offered once the appeal is marked granted. */
function ServicosAprovados({ r }: { r: Resultado }) {
  const deferido = Form.useWatch("deferido", Form.useFormInstance()) as boolean | undefined;
  if (!deferido || !r.servicos_reprovados.length) return null;
  return (
    <Form.Item name="servicos" label="Serviços que passam a aprovados">
      <Checkbox.Group options={r.servicos_reprovados.map((s) => ({ value: s.id, label: s.titulo }))} />
    </Form.Item>
  );
}
