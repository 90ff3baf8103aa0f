import type { Metadata } from "next";
import { Suspense } from "react";
import { UsuarioTable } from "@/components/usuario/usuario-table";

export const metadata: Metadata = { title: "Usuários" };

export default function UsuariosPage() {
  return (
    <Suspense>
      <UsuarioTable />
    </Suspense>
  );
}
