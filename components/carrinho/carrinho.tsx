"use client";
import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { comAntd } from "@/components/tema";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useSessao } from "@/hooks/use-sessao";
import { useQueries } from "@tanstack/react-query";
import { apiErrorOf } from "@/lib/api-client";
import { formatBRL } from "@/lib/format";
import { notify } from "@/lib/messages";
import { textoDaAcao } from "@/lib/textos-de-acao";
import { LOGIN_PATH, MY_REQUESTS_PATH } from "@/lib/paths";
import { hasRole } from "@/lib/roles";
import {
  esvaziarCarrinho,
  restoreItems,
  atualizarItemCarrinho,
  useCarrinhoLido,
  useCarrinhoStore,
  type ItemCarrinho,
} from "@/stores/carrinho";
import { open as openModal } from "@/stores/modals";
import { useEmpresaList } from "@/services/empresa";
import { questionarioQuery } from "@/services/servico";
import { useEnviarSolicitacoes } from "@/services/solicitacao";
import { problemasDoServidor, problemsOf, semProblemas, toEnvio, type Problemas } from "./checkout";
import { ItemForm } from "./item-form";
import { focarPrimeiroProblema } from "@/components/ui/campo";
import { TituloPagina } from "@/components/ui/titulo-pagina";

// The new-company dialog is antd's form: fetched with antd when a client first asks for it, so the cart loads none.
const NovaEmpresa = dynamic(
  () => comAntd(import("@/components/empresa/modal-nova-empresa").then((m) => m.ModalNovaEmpresa)),
  { ssr: false },
);

/**
 * The cart and its checkout, drawn without antd (styles/plain.css): native fields, each problem on its field.
 */
export function Carrinho() {
  const router = useRouter();
  const session = useSessao();
  const lido = useCarrinhoLido();
  const items = useCarrinhoStore((s) => s.items);
  const cliente = hasRole(session?.user, "cliente");
  const empresas = useEmpresaList(cliente);
  const questionarios = useQueries({ queries: items.map((item) => questionarioQuery(item.modelooferta.id)) });
  const enviar = useEnviarSolicitacoes();
  // Sends tried so far: after each one with problems, the first field to fix takes the focus.
  const [tentativas, setTentativas] = useState(0);
  const itens = useRef<HTMLDivElement>(null);
  const [companyFor, setCompanyFor] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ items: ItemCarrinho[]; detail: string } | null>(null);
  // The API's field errors of the last failed send, by item id; shown once its items are put back.
  const [doServidor, setDoServidor] = useState<Record<number, Problemas>>({});

  const problems = items.map((item, i) => problemsOf(item, questionarios[i]?.data?.perguntas));
  const total = items.reduce((sum, item) => sum + item.modelooferta.valor, 0);

  // The company selects wait, disabled, for the user's companies: a send before they arrive puts the focus on
  // the first field to fix once they are in.
  const esperandoEmpresas = empresas.isPending;
  useEffect(() => {
    if (tentativas && !esperandoEmpresas) focarPrimeiroProblema(itens.current);
  }, [tentativas, esperandoEmpresas]);

  function send() {
    setTentativas((n) => n + 1);
    setDoServidor({});
    if (!problems.every(semProblemas)) return notify("warning");
    const sent = items;
    enviar.mutate(toEnvio(sent), {
      // SPEC §4: the cart is emptied after every attempt; a failed one can be put back below.
      onSettled: () => esvaziarCarrinho(),
      // Names the requests created and what comes next (lib/textos-de-acao.ts).
      onSuccess: (r) => {
        notify(
          "success",
          textoDaAcao("solicitacao.enviar", { numeros: r.results.map((s) => s.nrosolicitacao) }).sucesso,
        );
        router.push(MY_REQUESTS_PATH);
      },
      onError: (e) => {
        notify("error");
        const erro = apiErrorOf(e);
        setFailed({ items: sent, detail: erro.detail });
        setDoServidor(problemasDoServidor(sent, erro.errors));
      },
    });
  }

  function restore() {
    if (failed) restoreItems(failed.items);
    setFailed(null);
  }

  return (
    <>
      <TituloPagina>Carrinho</TituloPagina>
      {failed && (
        <div role="alert" className="aviso aviso-erro aviso-com-acao">
          <div>
            <strong>Sua solicitação não foi enviada.</strong>
            <div>{failed.detail}</div>
          </div>
          <button type="button" className="botao" onClick={restore}>
            Recolocar os itens no carrinho
          </button>
        </div>
      )}
      {!lido ? (
        // The stored cart is read once the page has hydrated: until then, neither empty nor full.
        <div className="cartao carrinho-lendo" aria-busy="true">
          <span className="texto-secundario">Carregando o carrinho…</span>
        </div>
      ) : items.length === 0 ? (
        <div className="vazio">
          <p>Seu carrinho está vazio.</p>
          <Link href="/" className="botao botao-principal">
            Ver o catálogo
          </Link>
        </div>
      ) : (
        <>
          <div ref={itens}>
            {items.map((item, i) => (
              <ItemForm
                key={item.id}
                item={item}
                empresas={empresas}
                questionario={questionarios[i]}
                checkout={cliente}
                problems={doServidor[item.id] ?? (tentativas ? problems[i] : null)}
                onNewCompany={() => {
                  setCompanyFor(item.id);
                  openModal("createCompany");
                }}
              />
            ))}
          </div>
          <section className="cartao carrinho-total" aria-label="Total do carrinho">
            <strong>
              {items.length} serviço(s) · valor de referência {formatBRL(total)}
            </strong>
            {cliente ? (
              <button
                type="button"
                className="botao botao-principal botao-grande"
                disabled={enviar.isPending}
                aria-busy={enviar.isPending}
                onClick={send}
              >
                Enviar solicitação
              </button>
            ) : session ? (
              <span className="texto-secundario">Apenas clientes podem contratar serviços.</span>
            ) : (
              <Link
                href={`${LOGIN_PATH}?callbackUrl=${encodeURIComponent("/carrinho")}`}
                className="botao botao-principal botao-grande"
              >
                Entrar para finalizar
              </Link>
            )}
          </section>
        </>
      )}
      {cliente && companyFor !== null && (
        <NovaEmpresa onCreated={(empresa) => atualizarItemCarrinho(companyFor, { empresa: empresa.id })} />
      )}
    </>
  );
}
