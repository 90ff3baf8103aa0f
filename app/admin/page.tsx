import type { Metadata } from "next";
import { RoleGate } from "@/components/layout/role-gate";
import { AdminHome } from "@/components/home/admin-home";

export const metadata: Metadata = { title: "Painel do administrador" };

export default function Page() {
  return (
    <RoleGate groups={["admin"]}>
      <AdminHome />
    </RoleGate>
  );
}
