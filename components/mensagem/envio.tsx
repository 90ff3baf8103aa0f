"use client";
import { useState } from "react";
import { SendOutlined } from "@ant-design/icons";
import { useFormulario } from "@/hooks/use-formulario";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import { ArquivoSimples } from "@/components/ui/arquivo-simples";
import { BotaoEnviar } from "@/components/ui/botao-enviar";
import { AvisoDeFalha, Campo, descrito } from "@/components/ui/campo";
import { problemaDoArquivo, TIPOS } from "@/components/ui/tipos-de-arquivo";
import { MENSAGEM } from "@/lib/regras/mensagem";
import { useEnviarMensagem, type Conversa } from "@/services/mensagem";

/**
 * Writes a message, in plain HTML (styles/plain.css): Enter sends, Shift+Enter breaks the line. When sending fails
 * the text and the attachment stay, with the server's reason on the field (or above the form). `arquivo` holds the
 * attachment's name, so the server's problem with it lands on its field; the file itself is kept beside.
 */
export function EnvioMensagem({ conversa }: { conversa: Conversa }) {
  const [arquivo, setArquivo] = useState<File>();
  const f = useFormulario(
    { texto: "", arquivo: "" },
    {
      texto: (v) =>
        !String(v).trim()
          ? "Escreva a mensagem."
          : String(v).length > MENSAGEM.max
            ? `Escreva no máximo ${MENSAGEM.max} caracteres.`
            : undefined,
      arquivo: () => problemaDoArquivo("documento", arquivo) ?? undefined,
    },
  );
  const enviar = useEnviarMensagem(conversa);

  const aoEnviar = async (v: { texto: string }) => {
    await enviar.mutateAsync({ texto: v.texto, arquivo });
    f.limpar();
    setArquivo(undefined);
  };

  return (
    <form noValidate onSubmit={(e) => void f.enviar(aoEnviar)(e)}>
      <AvisoDeFalha falha={f.alerta} />
      <Campo
        id={f.id("texto")}
        rotulo="Nova mensagem"
        obrigatorio={false}
        erro={f.erros.texto}
        extra={<div className="texto-secundario">Enter envia; Shift+Enter quebra a linha.</div>}
      >
        <AreaDeTexto
          {...f.entrada("texto")}
          linhas={2}
          maxLinhas={6}
          maxLength={MENSAGEM.max}
          readOnly={f.enviando}
          onKeyDown={(e) => {
            if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            if (!f.enviando) e.currentTarget.form?.requestSubmit();
          }}
        />
      </Campo>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "flex-start" }}>
        <div style={{ flex: "1 1 200px", minWidth: 0 }}>
          <Campo
            id={f.id("arquivo")}
            rotulo="Anexo (opcional)"
            obrigatorio={false}
            erro={f.erros.arquivo}
            extra={<div className="texto-secundario">{TIPOS.documento.rotulo} de até 10 MB.</div>}
          >
            <ArquivoSimples
              id={f.id("arquivo")}
              tipo="documento"
              arquivo={arquivo}
              aoMudar={(novo) => {
                setArquivo(novo);
                f.definir("arquivo", novo?.name ?? "");
              }}
              invalido={descrito(f.id("arquivo"), f.erros.arquivo)}
            />
          </Campo>
        </div>
        <BotaoEnviar carregando={f.enviando}>
          {!f.enviando && <SendOutlined aria-hidden />}
          Enviar
        </BotaoEnviar>
      </div>
    </form>
  );
}
