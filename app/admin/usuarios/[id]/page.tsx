import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NovoUsuario } from "@/components/admin/usuarios/novo-usuario";
import { Usuario } from "@/components/admin/usuarios/usuario";
import { parseId } from "@/lib/paths";

export const metadata: Metadata = { title: "Usuário" };

// "novo" opens the registration form; a number, that user's page.
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return id === "novo" ? <NovoUsuario /> : <Usuario id={parseId(id) ?? notFound()} />;
}
