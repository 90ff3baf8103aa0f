"use client";
import { useState } from "react";
import { DownloadOutlined } from "@ant-design/icons";
import { validCpf } from "@/lib/cpf-cnpj";
import { capitalizeWords, maskCPF } from "@/lib/format";
import { notify } from "@/lib/messages";
import { obrigatorio, useFormulario } from "@/hooks/use-formulario";
import { BotaoEnviar } from "@/components/ui/botao-enviar";
import { AvisoDeFalha, Campo, descrito } from "@/components/ui/campo";
import { lerLink, PaginaDeLink } from "@/components/ui/pagina-de-link";
import { baixarContratoDoLink, useAssinarPorLink, useContratoDoLink } from "@/services/contrato";

type Campos = { nome: string; cpf: string; li: boolean };

const PAPEL = { CLIENTE: "contratante", PRESTADOR: "contratada", GESTOR: "programa" } as const;

const REGRAS = {
  nome: obrigatorio((v) => (v.trim().length < 3 ? "Escreva ao menos 3 caracteres." : undefined)),
  cpf: obrigatorio((v) => (validCpf(v) ? undefined : "CPF inválido.")),
  li: (v: string | boolean) => (v ? undefined : "Confirme que leu o contrato."),
};

/**
 * The public signing page a shared link opens, with no session: the contract to read, then name, CPF and
 * agreement. The link signs once; afterwards (or once expired) it opens nothing.
 */
export function AssinarPorLink({ token }: { token: string }) {
  const query = useContratoDoLink(token);
  const f = useFormulario<Campos>({ nome: "", cpf: "", li: false }, REGRAS);
  const [assinado, setAssinado] = useState(false);
  const assinar = useAssinarPorLink(query.data?.assinatura.id ?? 0);

  const link = lerLink(
    query,
    assinado
      ? {
          titulo: "Contrato assinado",
          subtitulo:
            "A assinatura foi registrada com o seu nome, CPF, data e o resumo do arquivo. Você já pode fechar esta página.",
        }
      : null,
  );
  if (!link.pronto) return link.tela;
  const { assinatura, contrato, solicitacao } = link.dados;

  async function enviar(v: Campos) {
    await assinar.mutateAsync({ token, nome: v.nome.trim(), cpf: v.cpf, sha256: contrato.sha256 });
    setAssinado(true);
  }

  return (
    <PaginaDeLink
      titulo="Assinar contrato"
      fatos={[
        ["Solicitação", solicitacao.nrosolicitacao],
        ["Serviço", capitalizeWords(solicitacao.servico)],
        ["Assinatura de", `${capitalizeWords(assinatura.parte ?? "Programa")} (${PAPEL[assinatura.papel]})`],
        [
          "Resumo SHA-256",
          <span key="sha256" className="quebra-livre">
            {contrato.sha256}
          </span>,
        ],
      ]}
    >
      <button
        type="button"
        className="botao"
        onClick={() => baixarContratoDoLink(token).catch((e: Error) => notify("error", e.message))}
      >
        <DownloadOutlined />
        Baixar e ler o contrato (PDF)
      </button>
      <form noValidate className="formulario-do-link" onSubmit={(e) => void f.enviar(enviar)(e)}>
        <AvisoDeFalha falha={f.alerta} />
        <Campo id={f.id("nome")} rotulo="Nome completo" obrigatorio erro={f.erros.nome}>
          <input className="entrada" autoComplete="name" maxLength={200} {...f.entrada("nome")} />
        </Campo>
        <Campo id={f.id("cpf")} rotulo="CPF" obrigatorio erro={f.erros.cpf}>
          <input
            className="entrada"
            inputMode="numeric"
            maxLength={14}
            placeholder="000.000.000-00"
            {...f.entrada("cpf", maskCPF)}
          />
        </Campo>
        <div className="campo">
          <label className="marcar">
            <input
              type="checkbox"
              id={f.id("li")}
              checked={f.valores.li}
              onChange={(e) => f.definir("li", e.target.checked)}
              {...descrito(f.id("li"), f.erros.li)}
            />
            Li o contrato e concordo com os seus termos.
          </label>
          {f.erros.li && (
            <div id={`${f.id("li")}-erro`} className="campo-erro">
              {f.erros.li}
            </div>
          )}
        </div>
        <BotaoEnviar carregando={f.enviando} bloco>
          Assinar contrato
        </BotaoEnviar>
      </form>
    </PaginaDeLink>
  );
}
