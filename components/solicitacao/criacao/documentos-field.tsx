"use client";
import { useRef } from "react";
import { Form } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { ArquivoEscolhido } from "@/components/ui/arquivo-simples";
import { notify } from "@/lib/messages";
import { ACCEPT, MAX_ARQUIVOS, problemaArquivo } from "./regras";

/**
 * The files picked so far and the button that picks more (a hidden file input, in plain HTML: antd's Upload
 * brought its progress bars and tooltips for files that are never uploaded here). A file the API would refuse
 * is left out with a warning; each one kept can be removed.
 */
function ArquivosEscolhidos({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: File[];
  onChange?: (arquivos: File[]) => void;
}) {
  const seletor = useRef<HTMLInputElement>(null);
  function escolher(escolhidos: File[]) {
    const aceitos: File[] = [];
    for (const arquivo of escolhidos) {
      const problema = problemaArquivo(arquivo, value.length + aceitos.length);
      if (problema) notify("warning", problema);
      else aceitos.push(arquivo);
    }
    if (aceitos.length) onChange?.([...value, ...aceitos]);
  }
  return (
    <>
      <input
        ref={seletor}
        type="file"
        multiple
        accept={ACCEPT}
        // Not `hidden`: antd's form styles show a file input inside a form item.
        style={{ display: "none" }}
        onChange={(e) => {
          escolher([...(e.target.files ?? [])]);
          // The same file may be picked again after it is removed.
          e.target.value = "";
        }}
      />
      <button type="button" id={id} className="botao" onClick={() => seletor.current?.click()}>
        <UploadOutlined />
        Anexar documentos
      </button>
      {value.length > 0 && (
        <ul className="linhas arquivos-escolhidos">
          {value.map((arquivo, i) => (
            <ArquivoEscolhido
              key={`${i}-${arquivo.name}`}
              arquivo={arquivo}
              remover={() => onChange?.(value.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** The picked files, sent with the request; nothing is uploaded before "Enviar". */
export function DocumentosField() {
  return (
    <Form.Item
      name="arquivos"
      label="Documentos"
      extra={`PDF, PNG ou JPEG de até 10 MB, no máximo ${MAX_ARQUIVOS}. Os documentos não ficam no rascunho: anexe-os antes de enviar.`}
    >
      <ArquivosEscolhidos />
    </Form.Item>
  );
}
