import type { Metadata } from "next";
import { EditalPublico } from "@/components/edital/publico/detalhe";
import { usuarioDaSessao } from "@/lib/session";
import { GESTORES_DE_EDITAL, hasAnyRole } from "@/lib/roles";
import { lerEdital } from "../dados";

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const e = await lerEdital((await params).id);
  return { title: `Edital ${e.numero_edital}` };
}

export default async function Page({ params }: Params) {
  const edital = await lerEdital((await params).id);
  const user = await usuarioDaSessao();
  const quem = !user
    ? "visitante"
    : hasAnyRole(user, ["prestador"])
      ? "prestador"
      : hasAnyRole(user, GESTORES_DE_EDITAL)
        ? "equipe"
        : null;
  return <EditalPublico edital={edital} quem={quem} />;
}
