import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { MinhasSolicitacoes } from "@/components/solicitacao/minhas-solicitacoes";
import type { SearchParams } from "@/lib/lista-url";
import { lerSolicitacoes } from "./dados";

export const metadata: Metadata = { title: "Minhas solicitações" };

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <RoleGate groups={["cliente"]}>
      <MinhasSolicitacoes servidor={await lerSolicitacoes(searchParams)} />
    </RoleGate>
  );
}
