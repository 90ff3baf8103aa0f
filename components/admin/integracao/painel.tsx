"use client";
import dynamic from "next/dynamic";
import { Cartao } from "@/components/ui/cartao";
import { Esqueleto } from "@/components/ui/esqueleto";
import { LoadError } from "@/components/ui/load-error";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { formatDateTime } from "@/lib/format";
import { INTEGRACAO_PATH } from "@/lib/paths";
import { CONSUMIDOR_VISTO } from "@/lib/regras/integracao";
import { usePainelIntegracao } from "@/services/integracao";
import { NavegacaoIntegracao } from "./navegacao";

const GraficoDias = dynamic(() => import("./grafico-dias"), {
  ssr: false,
  loading: () => <Esqueleto linhas={3} />,
});

// Four numbers side by side, two by two on a phone.
const NUMEROS = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  gap: 8,
  margin: "0 0 12px",
} as const;

/**
 * Each consumer of the outbox as an administrator watches it: waiting, failed, delivered today, the oldest
 * waiting, and its last 30 days.
 */
export function PainelIntegracao() {
  const query = usePainelIntegracao();
  return (
    <Cartao title={<TituloPagina>Integração</TituloPagina>}>
      <NavegacaoIntegracao atual={INTEGRACAO_PATH} />
      {query.isError && (
        <LoadError
          title="Não foi possível carregar o estado das integrações."
          error={query.error}
          retry={query.refetch}
        />
      )}
      {query.isPending && <Esqueleto linhas={6} />}
      <div
        style={{
          display: "grid",
          gap: 16,
          gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 380px), 1fr))",
        }}
      >
        {query.data?.consumidores.map((c) => (
          <Cartao
            key={c.nome}
            size="small"
            title={<h2 className="titulo-secao">{CONSUMIDOR_VISTO[c.nome] ?? c.nome}</h2>}
            data-testid={`consumidor-${c.nome}`}
          >
            <dl style={NUMEROS}>
              <div>
                <dt>Aguardando</dt>
                <dd>{c.pendentes}</dd>
              </div>
              <div>
                <dt>Com falha</dt>
                <dd style={c.falhas ? { color: "#a8071a" } : undefined}>{c.falhas}</dd>
              </div>
              <div>
                <dt>Entregues hoje</dt>
                <dd>{c.entregues_hoje}</dd>
              </div>
              <div>
                <dt>Mais antigo aguardando</dt>
                <dd>{c.mais_antigo ? formatDateTime(c.mais_antigo) : "Nenhum"}</dd>
              </div>
            </dl>
            <GraficoDias serie={c.serie} />
          </Cartao>
        ))}
      </div>
    </Cartao>
  );
}
