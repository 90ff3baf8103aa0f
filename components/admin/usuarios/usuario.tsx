"use client";
import dynamic from "next/dynamic";
import { Esqueleto } from "@/components/ui/esqueleto";
import { LoadError } from "@/components/ui/load-error";
import { useUsuario } from "@/services/usuario";

// The page's forms (antd's Form, Checkbox, Select) load after its frame, as the back office's other forms.
const Preenchido = dynamic(() => import("./usuario-preenchido").then((m) => m.UsuarioPreenchido), {
  ssr: false,
  loading: () => <Esqueleto />,
});

/** A user's page for administrators: person, account, a manager's units and areas, situation, history. */
export function Usuario({ id }: { id: number }) {
  const query = useUsuario(id);
  if (query.isPending) return <Esqueleto />;
  if (query.isError)
    return (
      <LoadError title="Não foi possível carregar o usuário." error={query.error} retry={query.refetch} />
    );
  return <Preenchido usuario={query.data} />;
}
