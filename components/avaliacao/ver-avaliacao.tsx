"use client";
import { Modal } from "antd";
import { Fatos } from "@/components/ui/fatos";
import { Lista } from "@/components/ui/lista";
import { Paragrafo, Titulo } from "@/components/ui/texto";
import { formatDateTime, formatNota, sentenceCase } from "@/lib/format";
import { useModal } from "@/stores/modals";
import type { Avaliacao } from "@/services/avaliacao";

/** "View evaluation" (SPEC §2): the client's answers as given, for the provider, staff and the client. */
export function VerAvaliacao({ avaliacao: a }: { avaliacao: Avaliacao }) {
  const [open, , close] = useModal("viewEvaluation");
  return (
    <Modal
      title="Avaliação do serviço"
      open={open}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={640}
    >
      <Fatos
        style={{ marginBottom: 12 }}
        fatos={[
          ["Questionário", a.questionario],
          ["Nota média", formatNota(a.nota)],
          [
            "Respondida em",
            `${formatDateTime(a.dtainclusao)} ${a.via === "LINK" ? "(por link)" : "(no portal)"}`,
          ],
        ]}
      />
      <Lista
        size="small"
        dataSource={a.respostas}
        renderItem={(r) => (
          <Lista.Item key={r.ordem}>
            <Lista.Item.Meta
              title={sentenceCase(r.pergunta)}
              description={
                r.tipo === "NOTA" ? `Nota ${r.nota} de 5` : r.texto ? sentenceCase(r.texto) : "Sem resposta"
              }
            />
          </Lista.Item>
        )}
      />
      {a.comentario && (
        <>
          <Titulo level={5}>Comentário</Titulo>
          <Paragrafo>{sentenceCase(a.comentario)}</Paragrafo>
        </>
      )}
    </Modal>
  );
}
