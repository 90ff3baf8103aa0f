import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { capitalizeWords } from "@/lib/format";
import { parseId } from "@/lib/paths";
import { OfertaDetalhe } from "@/components/catalogo/oferta-detalhe";
import { lerComplementos, lerOferta } from "../../dados";

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const id = parseId((await params).id);
  return { title: id ? capitalizeWords((await lerOferta(id)).titulo) : "Serviço" };
}

export default async function ServicoPage({ params }: Params) {
  const id = parseId((await params).id) ?? notFound();
  const offer = await lerOferta(id);
  return <OfertaDetalhe offer={offer} {...await lerComplementos(id)} />;
}
