"use client";
import { useRef } from "react";
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from "@ant-design/icons";
import { TIPOS, type TipoDeCampo } from "./tipos-de-arquivo";

/**
 * One file for a plain form (antd's Upload with one file, in plain HTML): a hidden file input behind its button,
 * and the file picked, which can be removed. Checked by the form (`problemaDoArquivo`), not here, so the problem
 * shows on the field as the server's would. `invalido`: the field's aria-invalid and aria-describedby.
 */
export function ArquivoSimples({
  id,
  tipo,
  arquivo,
  aoMudar,
  invalido,
}: {
  id: string;
  tipo: TipoDeCampo;
  arquivo: File | undefined;
  aoMudar: (arquivo: File | undefined) => void;
  invalido?: object;
}) {
  const seletor = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={seletor}
        type="file"
        accept={TIPOS[tipo].aceita}
        style={{ display: "none" }}
        onChange={(e) => {
          aoMudar(e.target.files?.[0]);
          // The same file may be picked again after it is removed.
          e.target.value = "";
        }}
      />
      <button type="button" id={id} className="botao" onClick={() => seletor.current?.click()} {...invalido}>
        <UploadOutlined />
        {TIPOS[tipo].botao}
      </button>
      {arquivo && (
        <ul className="linhas arquivos-escolhidos">
          <ArquivoEscolhido arquivo={arquivo} remover={() => aoMudar(undefined)} />
        </ul>
      )}
    </>
  );
}

/** A file picked and not yet sent, in a list of them (`.arquivos-escolhidos`), with its button to remove it. */
export function ArquivoEscolhido({ arquivo, remover }: { arquivo: File; remover: () => void }) {
  return (
    <li>
      <PaperClipOutlined aria-hidden />
      <span className="arquivo-nome">{arquivo.name}</span>
      <button
        type="button"
        className="botao botao-texto botao-perigo"
        aria-label={`Remover ${arquivo.name}`}
        onClick={remover}
      >
        <DeleteOutlined />
      </button>
    </li>
  );
}
