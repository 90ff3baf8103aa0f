"use client";
import { Form } from "antd";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import { Titulo } from "@/components/ui/texto";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { MAX_PERGUNTAS, TEXTO_PERGUNTA } from "@/lib/regras/questionario";
import { regrasTexto } from "@/components/ui/regras-texto";
import type { TipoPergunta } from "@/services/questionario";

export const TIPOS: { value: TipoPergunta; label: string }[] = [
  { value: "NOTA", label: "Nota de 1 a 5" },
  { value: "TEXTO", label: "Texto livre" },
];

/** The same checks of the whole list as the API's: some question, and one of them scored. */
const validarLista = (perguntas?: { tipo?: TipoPergunta }[]) => {
  if (!perguntas?.length) return Promise.reject(new Error("Inclua ao menos uma pergunta."));
  if (!perguntas.some((p) => p?.tipo === "NOTA"))
    return Promise.reject(new Error("Inclua ao menos uma pergunta de nota (1 a 5)."));
  return Promise.resolve();
};

/** The questionnaire's questions, in order: each one's text and type, added, removed and moved. */
export function PerguntasDoQuestionario() {
  return (
    <Form.List name="perguntas" rules={[{ validator: (_, perguntas) => validarLista(perguntas) }]}>
      {(campos, { add, remove, move }, { errors }) => (
        <>
          <Titulo level={2} style={{ fontSize: 16 }}>
            Perguntas
          </Titulo>
          {campos.map((campo, i) => (
            <div key={campo.key} className="pergunta-do-questionario">
              <Form.Item
                name={[campo.name, "pergunta"]}
                label={`Pergunta ${i + 1}`}
                rules={regrasTexto(true, TEXTO_PERGUNTA.min, TEXTO_PERGUNTA.max)}
              >
                <AreaDeTexto linhas={1} maxLinhas={4} maxLength={TEXTO_PERGUNTA.max} />
              </Form.Item>
              <Form.Item
                name={[campo.name, "tipo"]}
                label={`Tipo da pergunta ${i + 1}`}
                rules={[{ required: true, message: "Escolha o tipo." }]}
              >
                {/* A native select of two choices: antd's Select would weigh more than the rest of the form. */}
                <select className="entrada">
                  {TIPOS.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </Form.Item>
              <Form.Item label=" " colon={false}>
                <div className="fileira" style={{ gap: 4, justifyContent: "flex-end" }}>
                  <button
                    type="button"
                    className="botao botao-icone"
                    aria-label={`Mover a pergunta ${i + 1} para cima`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUpOutlined />
                  </button>
                  <button
                    type="button"
                    className="botao botao-icone"
                    aria-label={`Mover a pergunta ${i + 1} para baixo`}
                    disabled={i === campos.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDownOutlined />
                  </button>
                  <button
                    type="button"
                    className="botao botao-icone botao-perigo"
                    aria-label={`Remover a pergunta ${i + 1}`}
                    onClick={() => remove(campo.name)}
                  >
                    <DeleteOutlined />
                  </button>
                </div>
              </Form.Item>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <button
            type="button"
            className="botao"
            disabled={campos.length >= MAX_PERGUNTAS}
            onClick={() => add({ pergunta: "", tipo: "NOTA" })}
            style={{ marginTop: 8, marginBottom: 24 }}
          >
            <PlusOutlined />
            Adicionar pergunta
          </button>
        </>
      )}
    </Form.List>
  );
}
