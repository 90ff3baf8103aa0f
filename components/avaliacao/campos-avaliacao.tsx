"use client";
import { Form, Input, Radio } from "antd";
import { sentenceCase } from "@/lib/format";
import type { PerguntaDeAvaliacao, RespostasDeAvaliacao } from "@/services/avaliacao";

/** What the evaluation form holds: per question (by position) a score or a text, and a comment. */
export type FormAvaliacao = {
  respostas?: { nota?: number; texto?: string }[];
  comentario?: string;
};

const NOTAS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));

/** A score from 1 to 5 as five buttons, named by its question for screen readers. */
function Nota({
  rotulo,
  value,
  onChange,
}: {
  rotulo: string;
  value?: number;
  onChange?: (n: number) => void;
}) {
  return (
    <Radio.Group
      aria-label={rotulo}
      optionType="button"
      buttonStyle="solid"
      options={NOTAS}
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
    />
  );
}

/**
 * The questionnaire's questions as form fields, in order: a 1-to-5 score for NOTA questions (required),
 * free text for TEXTO ones, then an optional comment. Field names follow the API's (`respostas.1.nota`),
 * so its field errors land on the question they are about.
 */
export function CamposAvaliacao({ perguntas }: { perguntas: PerguntaDeAvaliacao[] }) {
  return (
    <>
      {perguntas.map((p, i) =>
        p.tipo === "NOTA" ? (
          <Form.Item
            key={p.id}
            name={["respostas", i, "nota"]}
            label={sentenceCase(p.pergunta)}
            extra="1 = muito insatisfeito, 5 = muito satisfeito"
            rules={[{ required: true, message: "Dê uma nota de 1 a 5." }]}
          >
            <Nota rotulo={sentenceCase(p.pergunta)} />
          </Form.Item>
        ) : (
          <Form.Item key={p.id} name={["respostas", i, "texto"]} label={sentenceCase(p.pergunta)}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        ),
      )}
      <Form.Item name="comentario" label="Comentário">
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}

/** The form's values as the API takes them: one answer per question, by its id. */
export const paraEnvio = (perguntas: PerguntaDeAvaliacao[], v: FormAvaliacao): RespostasDeAvaliacao => ({
  respostas: perguntas.map((p, i) => ({
    pergunta: p.id,
    nota: v.respostas?.[i]?.nota ?? null,
    texto: v.respostas?.[i]?.texto?.trim() || null,
  })),
  comentario: v.comentario?.trim() || undefined,
});
