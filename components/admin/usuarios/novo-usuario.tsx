"use client";
import dynamic from "next/dynamic";
import { Esqueleto } from "@/components/ui/esqueleto";

// The form (antd's Form, Checkbox, Select) loads after the page's frame, as the back office's other forms.
export const NovoUsuario = dynamic(() => import("./formulario-novo").then((m) => m.FormularioNovo), {
  ssr: false,
  loading: () => <Esqueleto />,
});
