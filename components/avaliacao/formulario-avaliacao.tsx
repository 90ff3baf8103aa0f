"use client";
import { sentenceCase } from "@/lib/format";
import { useFormulario, type Regra } from "@/hooks/use-formulario";
import { BotaoEnviar } from "@/components/ui/botao-enviar";
import { AvisoDeFalha, Campo, descrito } from "@/components/ui/campo";
import type { PerguntaDeAvaliacao, RespostasDeAvaliacao } from "@/services/avaliacao";

/** Per question (by position, as the API names its errors: `respostas.1.nota`) a score or a text; a comment. */
type Campos = Record<string, string>;

const MAX_TEXTO = 2000;
const nota = (i: number) => `respostas.${i}.nota`;
const texto = (i: number) => `respostas.${i}.texto`;

/** The form's values as the API takes them: one answer per question, by its id. */
const paraEnvio = (perguntas: PerguntaDeAvaliacao[], v: Campos): RespostasDeAvaliacao => ({
  respostas: perguntas.map((p, i) => ({
    pergunta: p.id,
    nota: v[nota(i)] ? Number(v[nota(i)]) : null,
    texto: v[texto(i)]?.trim() || null,
  })),
  comentario: v.comentario.trim() || undefined,
});

/**
 * The evaluation questionnaire (SPEC §2's "evaluation page"), in plain HTML: a 1-to-5 score for each NOTA
 * question (required), free text for TEXTO ones, then an optional comment. The same form is the client's,
 * in the request's modal, and the evaluation link's, with no session.
 */
export function FormularioAvaliacao({
  perguntas,
  enviar,
}: {
  perguntas: PerguntaDeAvaliacao[];
  enviar: (respostas: RespostasDeAvaliacao) => Promise<unknown>;
}) {
  const iniciais: Campos = { comentario: "" };
  const regras: Record<string, Regra<Campos>> = {};
  perguntas.forEach((p, i) => {
    if (p.tipo === "NOTA") {
      iniciais[nota(i)] = "";
      regras[nota(i)] = (v) => (v ? undefined : "Dê uma nota de 1 a 5.");
    } else iniciais[texto(i)] = "";
  });
  const f = useFormulario<Campos>(iniciais, regras);

  const textoLivre = (campo: string, rotulo: string) => (
    <Campo
      key={campo}
      id={f.id(campo)}
      rotulo={rotulo}
      obrigatorio={false}
      erro={f.erros[campo]}
      extra={
        <div className="campo-rodape">
          <span />
          <span className="texto-secundario campo-contador">
            {f.valores[campo].length} / {MAX_TEXTO}
          </span>
        </div>
      }
    >
      <textarea className="entrada" rows={3} maxLength={MAX_TEXTO} {...f.entrada(campo)} />
    </Campo>
  );

  return (
    <form noValidate onSubmit={(e) => void f.enviar((v) => enviar(paraEnvio(perguntas, v)))(e)}>
      <AvisoDeFalha falha={f.alerta} />
      {perguntas.map((p, i) => {
        const rotulo = sentenceCase(p.pergunta);
        if (p.tipo !== "NOTA") return textoLivre(texto(i), rotulo);
        const campo = nota(i);
        const id = f.id(campo);
        return (
          <Campo
            key={campo}
            id={id}
            rotulo={rotulo}
            obrigatorio
            grupo
            erro={f.erros[campo]}
            extra={<div className="texto-secundario">1 = muito insatisfeito, 5 = muito satisfeito</div>}
          >
            <div
              role="radiogroup"
              aria-labelledby={`${id}-rotulo`}
              className="notas"
              {...descrito(id, f.erros[campo])}
            >
              {["1", "2", "3", "4", "5"].map((n) => (
                <label key={n}>
                  <input
                    type="radio"
                    name={id}
                    value={n}
                    checked={f.valores[campo] === n}
                    onChange={() => f.definir(campo, n)}
                  />
                  <span>{n}</span>
                </label>
              ))}
            </div>
          </Campo>
        );
      })}
      {textoLivre("comentario", "Comentário")}
      <BotaoEnviar carregando={f.enviando}>Enviar avaliação</BotaoEnviar>
    </form>
  );
}
