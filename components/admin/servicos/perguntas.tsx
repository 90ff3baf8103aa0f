"use client";
import { useState } from "react";
import { Button, Select, Space } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { Cartao } from "@/components/ui/cartao";
import { Etiqueta } from "@/components/ui/etiqueta";
import { QueryBlock } from "@/components/ui/query-block";
import { useBusca } from "@/hooks/use-busca";
import { executarComAviso } from "@/lib/aviso-da-api";
import { perguntasDoBanco } from "@/services/dimensionamento";
import { useEscolherPerguntas, usePerguntasDoServico } from "@/services/servico-cadastro";

type Escolhida = { id: number; pergunta: string; ativo: boolean };

/** Moves the item at `de` one place up (-1) or down (+1). */
const mover = <T,>(lista: T[], de: number, passo: -1 | 1) => {
  const nova = [...lista];
  [nova[de], nova[de + passo]] = [nova[de + passo], nova[de]];
  return nova;
};

/**
 * The questions the service's checkout asks, in order: added from the bank, moved, taken out, and saved at
 * once (PUT /servico/interno/{id}/perguntas/). An archived one the service already asks stays, marked, until
 * the admin takes it out (the checkout no longer asks it).
 */
export function PerguntasDoServico({ servico }: { servico: number }) {
  const query = usePerguntasDoServico(servico);
  const escolher = useEscolherPerguntas(servico);
  // The admin's order until saved; the saved one otherwise.
  const [editada, setLista] = useState<Escolhida[] | null>(null);
  const salvas = query.data?.map((p) => ({ id: p.id, pergunta: p.descricao, ativo: p.ativo }));
  const lista = editada ?? salvas ?? [];
  const [busca, setBusca] = useBusca();
  const banco = perguntasDoBanco.useLista({ ativo: "true", search: busca, page_size: 50 });
  const [nova, setNova] = useState<number | undefined>();
  const ids = (ps: Escolhida[] | undefined) => ps?.map((p) => p.id).join(",");
  const mudou = editada !== null && ids(editada) !== ids(salvas);
  const incluir = () => {
    const p = banco.data?.results.find((b) => b.id === nova);
    if (p) setLista([...lista, { id: p.id, pergunta: p.descricao, ativo: p.ativo }]);
    setNova(undefined);
  };
  return (
    <Cartao title="Perguntas de dimensionamento" size="small">
      <p>O cliente responde estas perguntas, nesta ordem, ao pedir o serviço.</p>
      <div className="fileira" style={{ marginBottom: 12, flexWrap: "wrap" }}>
        <Select<number>
          aria-label="Pergunta a incluir"
          showSearch={{ filterOption: false, onSearch: setBusca }}
          placeholder="Buscar pergunta no banco"
          value={nova}
          onChange={setNova}
          loading={banco.isFetching}
          options={(banco.data?.results ?? [])
            .filter((b) => !lista.some((p) => p.id === b.id))
            .map((b) => ({ value: b.id, label: `${b.descricao} (${b.chave})` }))}
          style={{ minWidth: 240, flex: 1 }}
        />
        <Button disabled={nova === undefined} onClick={incluir}>
          Incluir pergunta
        </Button>
      </div>
      <QueryBlock query={query} empty="" erro="Não foi possível carregar as perguntas do serviço.">
        {() =>
          lista.length === 0 ? (
            <p>Nenhuma pergunta: o cliente pede o serviço sem responder nada.</p>
          ) : (
            <ol className="lista-de-vinculos" aria-label="Perguntas do serviço">
              {lista.map((p, i) => (
                <li key={p.id}>
                  <span>
                    {i + 1}. {p.pergunta} {!p.ativo && <Etiqueta color="orange">Arquivada</Etiqueta>}
                  </span>
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={`Subir ${p.pergunta}`}
                      disabled={i === 0}
                      onClick={() => setLista(mover(lista, i, -1))}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={`Descer ${p.pergunta}`}
                      disabled={i === lista.length - 1}
                      onClick={() => setLista(mover(lista, i, 1))}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Retirar ${p.pergunta}`}
                      onClick={() => setLista(lista.filter((x) => x.id !== p.id))}
                    />
                  </Space>
                </li>
              ))}
            </ol>
          )
        }
      </QueryBlock>
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        disabled={!mudou}
        loading={escolher.isPending}
        onClick={() =>
          void executarComAviso(async () => {
            await escolher.mutateAsync(lista.map((p) => p.id));
            setLista(null);
          }, "Perguntas do serviço salvas.")
        }
      >
        Salvar perguntas
      </Button>
    </Cartao>
  );
}
