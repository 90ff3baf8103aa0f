import { Suspense } from "react";
import type { Metadata } from "next";
import { EmpresaUsuarios } from "@/components/empresa/usuarios/empresa-usuarios";

export const metadata: Metadata = { title: "Usuários das empresas" };

export default function Page() {
  return (
    <Suspense>
      <EmpresaUsuarios />
    </Suspense>
  );
}
