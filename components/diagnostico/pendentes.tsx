"use client";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, empresaLabel } from "@/lib/format";
import { DIAGNOSTICOS_PATH } from "@/lib/paths";
import { DIAGNOSTICO, DIAGNOSTICO_DEVIDO } from "@/lib/regras/diagnostico";
import { useDiagnosticosDaParte } from "@/services/diagnostico";
import { QueryBlock } from "@/components/ui/query-block";
import { DiagnosticoStatus, Prazo } from "./situacao";
import type { Parte } from "./diagnosticos-da-parte";

const PENDENTES: Record<Parte, { status: string; titulo: string; vazio: string }> = {
  prestador: {
    status: DIAGNOSTICO_DEVIDO.join(","),
    titulo: "Diagnósticos a fazer",
    vazio: "Nenhum diagnóstico esperando a sua empresa.",
  },
  cliente: {
    status: DIAGNOSTICO.ENVIADO,
    titulo: "Diagnósticos para revisar",
    vazio: "Nenhum diagnóstico esperando a sua revisão.",
  },
};

/** The home's card of the diagnostics waiting for this party, the oldest deadlines' first page. */
export function DiagnosticosPendentes({ parte }: { parte: Parte }) {
  const { status, titulo, vazio } = PENDENTES[parte];
  const query = useDiagnosticosDaParte({ status, page_size: 5 });
  return (
    <Cartao
      title={titulo}
      role="region"
      aria-label={titulo}
      extra={<Link href={DIAGNOSTICOS_PATH[parte]}>Ver todos</Link>}
      style={{ marginBottom: 16 }}
    >
      <QueryBlock query={query} isEmpty={(p) => p.count === 0} empty={vazio}>
        {(page) => (
          <Lista
            size="small"
            dataSource={page.results}
            renderItem={(d) => (
              <Lista.Item key={d.id} extra={<DiagnosticoStatus status={d.status} />}>
                <Lista.Item.Meta
                  title={<Link href={`${DIAGNOSTICOS_PATH[parte]}/${d.id}`}>{d.nrodiagnostico}</Link>}
                  description={
                    <>
                      {capitalizeWords(d.modelooferta.titulo)} · {empresaLabel(d.empresa_label)} · prazo{" "}
                      <Prazo d={d} />
                    </>
                  }
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}
