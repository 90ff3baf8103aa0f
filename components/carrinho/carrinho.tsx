"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useQueries } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Space, Typography } from "antd";
import { apiErrorOf } from "@/lib/api-client";
import { formatBRL } from "@/lib/format";
import { notify } from "@/lib/messages";
import { LOGIN_PATH, MY_REQUESTS_PATH } from "@/lib/paths";
import { hasRole } from "@/lib/roles";
import {
  esvaziarCarrinho,
  restoreItems,
  atualizarItemCarrinho,
  useCarrinhoStore,
  type ItemCarrinho,
} from "@/stores/carrinho";
import { open as openModal } from "@/stores/modals";
import { useEmpresaList } from "@/services/empresa";
import { questionarioQuery } from "@/services/servico";
import { useEnviarSolicitacoes } from "@/services/solicitacao";
import { ModalNovaEmpresa } from "@/components/empresa/modal-nova-empresa";
import { problemasDoServidor, problemsOf, semProblemas, toEnvio, type Problemas } from "./checkout";
import { ItemForm } from "./item-form";
import { TituloPagina } from "@/components/ui/titulo-pagina";

export function Carrinho() {
  const router = useRouter();
  const { data: session, status } = useSession();
  const items = useCarrinhoStore((s) => s.items);
  const cliente = hasRole(session?.user, "cliente");
  const empresas = useEmpresaList(cliente);
  const questionarios = useQueries({ queries: items.map((item) => questionarioQuery(item.modelooferta.id)) });
  const enviar = useEnviarSolicitacoes();
  const [tried, setTried] = useState(false);
  const [companyFor, setCompanyFor] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ items: ItemCarrinho[]; detail: string } | null>(null);
  // The API's field errors of the last failed send, by item id; shown once its items are put back.
  const [doServidor, setDoServidor] = useState<Record<number, Problemas>>({});

  const problems = items.map((item, i) => problemsOf(item, questionarios[i]?.data?.perguntas));
  const total = items.reduce((sum, item) => sum + item.modelooferta.valor, 0);

  function send() {
    setTried(true);
    setDoServidor({});
    if (!problems.every(semProblemas)) return notify("warning");
    const sent = items;
    enviar.mutate(toEnvio(sent), {
      // SPEC §4: the cart is emptied after every attempt; a failed one can be put back below.
      onSettled: () => esvaziarCarrinho(),
      onSuccess: () => {
        notify("success");
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
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="Sua solicitação não foi enviada."
          description={failed.detail}
          action={<Button onClick={restore}>Recolocar os itens no carrinho</Button>}
        />
      )}
      {items.length === 0 ? (
        <Empty description="Seu carrinho está vazio.">
          <Link href="/">
            <Button type="primary">Ver o catálogo</Button>
          </Link>
        </Empty>
      ) : (
        <>
          {items.map((item, i) => (
            <ItemForm
              key={item.id}
              item={item}
              empresas={empresas}
              questionario={questionarios[i]}
              checkout={cliente}
              problems={doServidor[item.id] ?? (tried ? problems[i] : null)}
              onNewCompany={() => {
                setCompanyFor(item.id);
                openModal("createCompany");
              }}
            />
          ))}
          <Card>
            <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
              <Typography.Text strong>
                {items.length} serviço(s) · valor de referência {formatBRL(total)}
              </Typography.Text>
              {cliente ? (
                <Button type="primary" size="large" loading={enviar.isPending} onClick={send}>
                  Enviar solicitação
                </Button>
              ) : status === "authenticated" ? (
                <Typography.Text type="secondary">Apenas clientes podem contratar serviços.</Typography.Text>
              ) : (
                <Link href={`${LOGIN_PATH}?callbackUrl=${encodeURIComponent("/carrinho")}`}>
                  <Button type="primary" size="large">
                    Entrar para finalizar
                  </Button>
                </Link>
              )}
            </Space>
          </Card>
        </>
      )}
      {cliente && (
        <ModalNovaEmpresa
          onCreated={(empresa) => companyFor && atualizarItemCarrinho(companyFor, { empresa: empresa.id })}
        />
      )}
    </>
  );
}
