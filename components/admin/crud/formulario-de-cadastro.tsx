"use client";
import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { Esqueleto } from "@/components/ui/esqueleto";
import { LoadError } from "@/components/ui/load-error";
import type { cadastro } from "@/services/cadastro";

// The form (antd's Form, Input, Switch) loads after the page's frame: the page stays within its JS budget.
const Preenchido = dynamic(() => import("./formulario-preenchido").then((m) => m.Preenchido), {
  ssr: false,
  loading: () => <Esqueleto />,
}) as <T extends Registro>(p: FormularioDeCadastroProps<T> & { item: T | null }) => ReactNode;

export type Registro = { id: number; descricao: string; ativo: boolean };
// Any entity's body: the form sends what its fields hold.
type Servico<T extends Registro> = Pick<ReturnType<typeof cadastro<T, never>>, "useUma" | "useHistorico"> & {
  useSalvar: () => { mutateAsync: (valores: never) => Promise<T>; isPending: boolean };
};

/** What a back-office form declares: its words, its service, where its list lives, what it adds below. */
export type FormularioDeCadastroProps<T extends Registro> = {
  /** null: a new one. */
  id: number | null;
  servico: Servico<T>;
  base: string;
  novo: string;
  /** "Unidade" of "Unidade salva.", and the list's name for the way back. */
  singular: string;
  lista: string;
  /** "o" for a masculine noun ("Serviço salvo.", "Ativo"); "a" unless said. */
  artigo?: "o" | "a";
  /** The record's name as the title (its description unless said). */
  nome?: (item: T) => string;
  /** The entity's fields (antd Form.Item, loaded after the page like the form) in place of the description. */
  campos?: ReactNode;
  /** The form's first values for a record (its description and situation unless said). */
  iniciais?: (item: T) => Record<string, unknown>;
  /** What the record holds besides its fields (a unit's cities and managers), once it exists. */
  children?: (item: T) => ReactNode;
};

/**
 * The one form pattern of the back office: a record's description and situation, saved in place (a new one
 * goes on to its own page, where the rest of it is added); below, what the entity adds and the record's history.
 */
export function FormularioDeCadastro<T extends Registro>(p: FormularioDeCadastroProps<T>) {
  const query = p.servico.useUma(p.id);
  if (p.id !== null && query.isPending) return <Esqueleto />;
  if (p.id !== null && query.isError)
    return (
      <LoadError title="Não foi possível carregar o cadastro." error={query.error} retry={query.refetch} />
    );
  return <Preenchido {...p} item={p.id === null ? null : (query.data ?? null)} />;
}
