"use client";
import { useState } from "react";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { capitalizeWords, formatBRL, sentenceCase, sortByOrdem } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { removerDoCarrinho, atualizarItemCarrinho, type ItemCarrinho } from "@/stores/carrinho";
import type { EmpresaResumo } from "@/services/empresa";
import type { Pergunta, Questionario } from "@/services/servico";
import { Campo, descrito } from "@/components/ui/campo";
import { LoadError } from "@/components/ui/load-error";
import { semLista } from "@/components/ui/lista-indisponivel";
import type { Problemas } from "./checkout";

const MAX_OBJETIVO = 2000;

function Resposta({
  id,
  pergunta,
  erro,
  value,
  onChange,
}: {
  id: string;
  pergunta: Pergunta;
  erro: string | undefined;
  value: string;
  onChange: (v: string) => void;
}) {
  const estado = descrito(id, erro);
  switch (pergunta.tipo_resposta) {
    case "NUMERO":
      return (
        <input
          id={id}
          type="number"
          min={0}
          inputMode="numeric"
          className="entrada campo-curto"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...estado}
        />
      );
    case "SIM_NAO":
      return (
        <div id={id} role="radiogroup" aria-labelledby={`${id}-rotulo`} className="opcoes" {...estado}>
          {["Sim", "Não"].map((opcao) => (
            <label key={opcao}>
              <input
                type="radio"
                name={id}
                value={opcao}
                checked={value === opcao}
                onChange={() => onChange(opcao)}
              />{" "}
              {opcao}
            </label>
          ))}
        </div>
      );
    case "OPCAO":
      return (
        <select
          id={id}
          className="entrada campo-medio"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...estado}
        >
          <option value="">Escolha uma opção</option>
          {pergunta.opcoes.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    default:
      return (
        <textarea
          id={id}
          className="entrada"
          rows={2}
          maxLength={1000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...estado}
        />
      );
  }
}

/** "Remover" and, once pressed, the confirmation in its place (SPEC §8), "Não" taking the focus. */
function Remover({ titulo, onConfirm }: { titulo: string; onConfirm: () => void }) {
  const [confirmando, setConfirmando] = useState(false);
  if (!confirmando)
    return (
      <button
        type="button"
        className="botao botao-texto botao-perigo"
        aria-label={`Remover ${titulo}`}
        onClick={() => setConfirmando(true)}
      >
        <DeleteOutlined />
      </button>
    );
  return (
    <div role="group" aria-label="Remover do carrinho?" className="confirmacao">
      <span>
        <strong>Remover do carrinho?</strong> {MESSAGES.confirm}
      </span>
      <button type="button" className="botao botao-principal" onClick={onConfirm}>
        Sim
      </button>
      <button type="button" className="botao" autoFocus onClick={() => setConfirmando(false)}>
        Não
      </button>
    </div>
  );
}

/** One cart item: who it is for, why, and the answers that size the work. Without a client session only the summary shows. */
export function ItemForm({
  item,
  empresas,
  questionario,
  checkout,
  problems,
  onNewCompany,
}: {
  item: ItemCarrinho;
  empresas: UseQueryResult<EmpresaResumo[]>;
  questionario: UseQueryResult<Questionario>;
  checkout: boolean;
  /** What to fix, on each field; null until the client first tries to send. */
  problems: Problemas | null;
  onNewCompany: () => void;
}) {
  const title = capitalizeWords(item.modelooferta.titulo);
  const idEmpresa = `empresa-${item.id}`;
  const idObjetivo = `objetivo-${item.id}`;
  return (
    <article className="cartao carrinho-item" data-testid="carrinho-item">
      <div className="cartao-cabecalho carrinho-item-cabecalho">
        <h2 className="titulo-cartao">{title}</h2>
        <Remover titulo={title} onConfirm={() => removerDoCarrinho(item.id)} />
      </div>
      <p className="texto-secundario">
        {capitalizeWords(item.modelooferta.servico.titulo)} · valor de referência{" "}
        {formatBRL(item.modelooferta.valor)}
      </p>
      {checkout && (
        <>
          <Campo id={idEmpresa} rotulo="Empresa" obrigatorio erro={problems?.empresa}>
            <div className="entrada-com-botao">
              <select
                id={idEmpresa}
                className="entrada"
                aria-label={`Empresa para ${title}`}
                value={item.empresa ?? ""}
                disabled={empresas.isPending}
                onChange={(e) =>
                  atualizarItemCarrinho(item.id, { empresa: e.target.value ? Number(e.target.value) : null })
                }
                {...descrito(idEmpresa, problems?.empresa)}
              >
                <option value="">{empresas.isPending ? "Carregando empresas…" : "Escolha a empresa"}</option>
                {empresas.data?.map((e) => (
                  <option key={e.id} value={e.id}>
                    {capitalizeWords(e.nomefantasia)} ({e.cnpj_mask ?? e.cpf_mask})
                  </option>
                ))}
              </select>
              <button type="button" className="botao" onClick={onNewCompany}>
                <PlusOutlined />
                Nova empresa
              </button>
            </div>
            {empresas.data?.length === 0 && (
              <div className="texto-secundario">
                Nenhuma empresa vinculada à sua conta. Cadastre a primeira em “Nova empresa”.
              </div>
            )}
            {semLista(empresas)}
          </Campo>
          <Campo
            id={idObjetivo}
            rotulo="Objetivo"
            obrigatorio
            erro={problems?.objetivo}
            extra={
              <div className="campo-rodape">
                <span className="texto-secundario">
                  {item.objetivo && `Como será exibido: ${sentenceCase(item.objetivo)}`}
                </span>
                <span className="texto-secundario campo-contador">
                  {item.objetivo.length} / {MAX_OBJETIVO}
                </span>
              </div>
            }
          >
            <textarea
              id={idObjetivo}
              className="entrada"
              aria-label={`Objetivo para ${title}`}
              value={item.objetivo}
              onChange={(e) => atualizarItemCarrinho(item.id, { objetivo: e.target.value })}
              placeholder="O que você espera alcançar com este serviço?"
              rows={3}
              maxLength={MAX_OBJETIVO}
              {...descrito(idObjetivo, problems?.objetivo)}
            />
          </Campo>
          {questionario.isPending && (
            <p className="texto-secundario" aria-busy="true" data-testid="perguntas-carregando">
              Carregando as perguntas do serviço…
            </p>
          )}
          {questionario.isError && (
            <LoadError
              title="Não foi possível carregar as perguntas do serviço."
              error={questionario.error}
              retry={questionario.refetch}
            />
          )}
          {sortByOrdem(questionario.data?.perguntas).map((p) => {
            const id = `resposta-${item.id}-${p.id}`;
            const erro = problems?.perguntas[p.id];
            return (
              <Campo
                key={p.id}
                id={id}
                rotulo={sentenceCase(p.pergunta)}
                obrigatorio={p.obrigatoria}
                erro={erro}
                grupo={p.tipo_resposta === "SIM_NAO"}
              >
                <Resposta
                  id={id}
                  pergunta={p}
                  erro={erro}
                  value={item.respostas[p.id] ?? ""}
                  onChange={(v) =>
                    atualizarItemCarrinho(item.id, { respostas: { ...item.respostas, [p.id]: v } })
                  }
                />
              </Campo>
            );
          })}
          {problems?.item && (
            <div role="alert" className="aviso aviso-alerta">
              {problems.item}
            </div>
          )}
        </>
      )}
    </article>
  );
}
