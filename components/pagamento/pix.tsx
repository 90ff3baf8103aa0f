"use client";
import { useRef, useState } from "react";
import { QRCodeSVG } from "@rc-component/qrcode";
import { CheckOutlined, CopyOutlined } from "@ant-design/icons";
import { formatBRL } from "@/lib/format";

/** A Pix to pay: its QR code (drawn from the BR Code) and the "copia e cola" text with a copy button. */
export function CobrancaPix({ codigo, valor }: { codigo: string; valor: number }) {
  const texto = useRef<HTMLTextAreaElement>(null);
  const [copia, setCopia] = useState<"copiado" | "selecionado" | null>(null);

  async function copiar() {
    try {
      await navigator.clipboard.writeText(codigo);
      setCopia("copiado");
    } catch {
      // The clipboard needs a secure context (the portal over plain http has none): the code is selected instead.
      texto.current?.select();
      setCopia("selecionado");
    }
  }

  return (
    <div className="pix">
      <p>
        Pague <strong>{formatBRL(valor)}</strong> lendo o QR code no aplicativo do seu banco ou copiando o
        código.
      </p>
      <QRCodeSVG value={codigo} size={200} level="M" role="img" aria-label="QR code do Pix" />
      <textarea
        ref={texto}
        className="entrada pix-codigo"
        aria-label="Código Pix copia e cola"
        value={codigo}
        readOnly
        rows={4}
      />
      <button type="button" className="botao" onClick={() => void copiar()}>
        {copia === "copiado" ? <CheckOutlined /> : <CopyOutlined />}
        {copia === "copiado" ? "Copiado" : "Copiar código Pix"}
      </button>
      <p role="status" className="texto-secundario">
        {copia === "selecionado" && "O código está selecionado: copie-o pelo menu ou com Ctrl+C."}
      </p>
    </div>
  );
}
