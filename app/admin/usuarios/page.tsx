import type { Metadata } from "next";
import { Suspense } from "react";
import { Usuarios } from "@/components/admin/usuarios/usuarios";

export const metadata: Metadata = { title: "Usuários" };

export default function UsuariosPage() {
  return (
    <Suspense>
      <Usuarios />
    </Suspense>
  );
}
