"use client";
import { useState, type InputHTMLAttributes } from "react";
import { formatBRL, onlyDigits } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { obrigatorio, useFormulario } from "@/hooks/use-formulario";
import { Abas } from "@/components/ui/abas";
import { BotaoEnviar } from "@/components/ui/botao-enviar";
import { AvisoDeFalha, Campo } from "@/components/ui/campo";
import type { EntradaPagamento, Pagamento } from "@/services/pagamento";
import { CobrancaPix } from "./pix";
import { PAGAMENTO } from "@/lib/regras/pagamento";

type Campos = {
  "cartao.numero": string;
  "cartao.nome": string;
  "cartao.validade": string;
  "cartao.cvv": string;
  parcelas: string;
};

const grupos = (v: string) =>
  onlyDigits(v)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
const validade = (v: string) =>
  onlyDigits(v)
    .slice(0, 4)
    .replace(/^(\d{2})(\d)/, "$1/$2");
const cvv = (v: string) => onlyDigits(v).slice(0, 4);

const CURTO = { className: "entrada campo-curto", inputMode: "numeric" } as const;

/** A required field that must also match `formato`, saying `mensagem` when it does not. */
const exigido = (formato: (v: string) => boolean, mensagem: string) =>
  obrigatorio((v) => (formato(v) ? undefined : mensagem));

const REGRAS = {
  "cartao.numero": exigido((v) => /^[\d ]{13,23}$/.test(v), "Informe os 13 a 19 números do cartão."),
  "cartao.nome": exigido((v) => v.trim().length >= 3, "Escreva ao menos 3 caracteres."),
  "cartao.validade": exigido((v) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(v), "Use o formato MM/AA."),
  "cartao.cvv": exigido((v) => /^\d{3,4}$/.test(v), "O código tem 3 ou 4 números."),
};

/** A card form (debit, or credit with instalments): the server's field errors show on its fields. */
function FormularioCartao({
  credito,
  valor,
  maxParcelas,
  pagar,
}: {
  credito: boolean;
  valor: number;
  maxParcelas: number;
  pagar: (e: EntradaPagamento) => Promise<Pagamento>;
}) {
  const f = useFormulario<Campos>(
    { "cartao.numero": "", "cartao.nome": "", "cartao.validade": "", "cartao.cvv": "", parcelas: "1" },
    REGRAS,
  );
  const [recusa, setRecusa] = useState<string | null>(null);

  async function enviar(v: Campos) {
    setRecusa(null);
    const p = await pagar({
      forma: credito ? "CREDITO" : "CARTAO",
      parcelas: credito ? Number(v.parcelas) : 1,
      cartao: {
        numero: onlyDigits(v["cartao.numero"]),
        nome: v["cartao.nome"].trim(),
        validade: v["cartao.validade"],
        cvv: v["cartao.cvv"],
      },
    });
    if (p.situacao === PAGAMENTO.FALHOU) setRecusa(p.motivo ?? "Pagamento recusado.");
  }

  /** A required text field of the card, typed through its mask (`atributos` may make it short). */
  const texto = (
    campo: Exclude<keyof Campos, "parcelas">,
    rotulo: string,
    atributos: InputHTMLAttributes<HTMLInputElement>,
    mascara?: (v: string) => string,
  ) => (
    <Campo id={f.id(campo)} rotulo={rotulo} obrigatorio erro={f.erros[campo]}>
      <input className="entrada" {...atributos} {...f.entrada(campo, mascara)} />
    </Campo>
  );

  return (
    <form noValidate onSubmit={(e) => void f.enviar(enviar)(e)}>
      <AvisoDeFalha falha={f.alerta} />
      {recusa && (
        <div role="alert" className="aviso aviso-erro">
          {recusa}
        </div>
      )}
      {texto(
        "cartao.numero",
        "Número do cartão",
        { inputMode: "numeric", autoComplete: "cc-number", placeholder: "0000 0000 0000 0000" },
        grupos,
      )}
      {texto("cartao.nome", "Nome impresso no cartão", { autoComplete: "cc-name", maxLength: 100 })}
      <div className="campos-lado-a-lado">
        {texto(
          "cartao.validade",
          "Validade",
          { ...CURTO, autoComplete: "cc-exp", placeholder: "MM/AA" },
          validade,
        )}
        {texto(
          "cartao.cvv",
          "Código de segurança",
          { ...CURTO, autoComplete: "cc-csc", placeholder: "CVV" },
          cvv,
        )}
      </div>
      {credito && (
        <Campo id={f.id("parcelas")} rotulo="Parcelas" obrigatorio={false} erro={f.erros.parcelas}>
          <select className="entrada" {...f.entrada("parcelas")}>
            {Array.from({ length: maxParcelas }, (_, i) => (
              <option key={i} value={i + 1}>
                {i ? `${i + 1}x de ${formatBRL(valor / (i + 1))}` : `À vista, ${formatBRL(valor)}`}
              </option>
            ))}
          </select>
        </Campo>
      )}
      <BotaoEnviar carregando={f.enviando} bloco>
        Pagar {formatBRL(valor)}
      </BotaoEnviar>
    </form>
  );
}

type Verificacao = { pagamento: Pagamento; mensagem: string | null };

/** What paying by Pix needs: the amount, the pending Pix if one was issued, and the two calls. */
type Pix = {
  valor: number;
  pix: Pagamento | null;
  pagar: (e: EntradaPagamento) => Promise<Pagamento>;
  pagando: boolean;
  verificar: () => Promise<Verificacao>;
  verificando: boolean;
};

/** The Pix tab: issue a code, then pay it in the bank's app and ask for the check. */
function AbaPix({ valor, pix, pagar, pagando, verificar, verificando }: Pix) {
  const [aviso, setAviso] = useState<string | null>(null);
  const tentar = async (acao: () => Promise<string | null>) => {
    setAviso(null);
    try {
      setAviso(await acao());
    } catch (e) {
      setAviso(apiErrorOf(e).detail);
    }
  };
  const botao = (rotulo: string, carregando: boolean, acao: () => Promise<string | null>) => (
    <BotaoEnviar type="button" carregando={carregando} bloco onClick={() => void tentar(acao)}>
      {rotulo}
    </BotaoEnviar>
  );
  return (
    <div className="pilha">
      {aviso && (
        <div role="alert" className="aviso aviso-alerta">
          {aviso}
        </div>
      )}
      {pix?.pix_copia_e_cola ? (
        <>
          <CobrancaPix codigo={pix.pix_copia_e_cola} valor={valor} />
          {botao("Já paguei, verificar pagamento", verificando, async () => (await verificar()).mensagem)}
        </>
      ) : (
        <>
          <p>
            Gere um código Pix de {formatBRL(valor)} e pague pelo aplicativo do seu banco. A confirmação chega
            quando você verificar o pagamento.
          </p>
          {botao(
            "Gerar código Pix",
            pagando,
            async () => (await pagar({ forma: "PIX", parcelas: 1 })).motivo,
          )}
        </>
      )}
    </div>
  );
}

/**
 * How the client's share is paid (the "payment details" form, in the request detail and on the payment
 * link's page): credit card in instalments, debit card, or a Pix code that is checked once paid. `semCartao`
 * says why cards are closed (a link that took its last declined charge): then only Pix is offered.
 */
export function FormularioPagamento({
  maxParcelas,
  semCartao,
  ...pix
}: Pix & { maxParcelas: number; semCartao?: string }) {
  const cartao = (credito: boolean) => (
    <FormularioCartao credito={credito} valor={pix.valor} maxParcelas={maxParcelas} pagar={pix.pagar} />
  );
  if (semCartao)
    return (
      <div className="pilha">
        <div role="status" className="aviso aviso-alerta">
          {semCartao}
        </div>
        <AbaPix {...pix} />
      </div>
    );
  return (
    <Abas
      rotulo="Forma de pagamento"
      abas={[
        // Short labels, so the three tabs fit a phone.
        { chave: "CREDITO", rotulo: "Crédito", conteudo: cartao(true) },
        { chave: "CARTAO", rotulo: "Débito", conteudo: cartao(false) },
        { chave: "PIX", rotulo: "Pix", conteudo: <AbaPix {...pix} /> },
      ]}
    />
  );
}
