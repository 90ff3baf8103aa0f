"use client";
import type { ReactNode } from "react";
import { useSessao } from "@/hooks/use-sessao";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Paragrafo, Titulo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, fullName } from "@/lib/format";
import { GROUPS, ROLE_LABELS, hasRole } from "@/lib/roles";
import { TituloPagina } from "@/components/ui/titulo-pagina";

/** Who is signed in, in which roles, and what the role does next. */
export function WelcomeCard({ summary, next }: { summary: string; next: ReactNode[] }) {
  const user = useSessao()?.user;
  if (!user) return null;
  return (
    <Cartao style={{ marginBottom: 16 }}>
      <TituloPagina>Olá, {capitalizeWords(user.nome)}!</TituloPagina>
      <Paragrafo>
        Você entrou como <strong>{fullName(user)}</strong> ({user.email}){" "}
        {GROUPS.filter((g) => hasRole(user, g)).map((g) => (
          <Etiqueta key={g} color="blue">
            {ROLE_LABELS[g]}
          </Etiqueta>
        ))}
      </Paragrafo>
      <Paragrafo type="secondary">{summary}</Paragrafo>
      <Titulo level={5}>O que você pode fazer agora</Titulo>
      <Lista size="small" dataSource={next} renderItem={(item) => <Lista.Item>{item}</Lista.Item>} />
    </Cartao>
  );
}
