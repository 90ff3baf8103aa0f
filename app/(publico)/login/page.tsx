import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginForm } from "@/components/auth/login-form";
import { MolduraSemMenu } from "@/components/layout/moldura-sem-menu";

export const metadata: Metadata = { title: "Entrar" };

export default function LoginPage() {
  return (
    <MolduraSemMenu>
      <Suspense>
        <LoginForm />
      </Suspense>
    </MolduraSemMenu>
  );
}
