"use client";
import type { Lida } from "@/services/api";
import { useSessao } from "@/hooks/use-sessao";
import { formatNumero } from "@/lib/format";
import { useDashGestor, type DashGestor } from "@/services/dash";
import { ACargoDaEquipe, CentrosDoPainel, FilaPorSituacao, PrazosDaEquipe, type Recorte } from "./equipe";
import { linkFila } from "./links";
import { DiasPorSituacao } from "./por-situacao";
import { Grade, Painel, Secao } from "./secao";

/** How long the manager's open requests have been in their status: median and longest, per status. */
function TempoNaEtapa({ tempo, recorte }: { tempo: DashGestor["tempo"]; recorte: Recorte }) {
  const paradas = tempo.reduce((soma, t) => soma + t.acima_30, 0);
  return (
    <Secao titulo="Tempo na etapa atual">
      <DiasPorSituacao
        titulo="Dias na situação atual das solicitações em aberto"
        vazio="Nenhuma solicitação em aberto."
        series={[
          { chave: "mediana", rotulo: "Mediana", cor: "#11488f" },
          { chave: "maximo", rotulo: "Mais antiga", cor: "#d46b08" },
        ]}
        itens={tempo.map((t) => ({ ...t, dias: { mediana: t.mediana_dias, maximo: t.maximo_dias } }))}
        link={(status) => linkFila({ ...recorte, status })}
      />
      {paradas > 0 && (
        <p style={{ marginTop: 8, marginBottom: 0 }}>
          {formatNumero(paradas)} solicitação(ões) há mais de 30 dias na mesma etapa.
        </p>
      )}
    </Secao>
  );
}

/**
 * The manager's dashboard: what waits for them, the requests they are responsible for (the queue filtered by them), by status,
 * how long they wait, their deadlines, and the cost centres they follow.
 */
export function PainelGestor({ servidor }: { servidor?: Lida<"/dash/interno/gestor/"> }) {
  const query = useDashGestor(servidor);
  const sessao = useSessao();
  const eu = sessao?.user.id;
  const recorte: Recorte = { gestor: eu };
  return (
    <Painel query={query}>
      {(d) => (
        <Grade largas={[0, 4]}>
          <ACargoDaEquipe p={d.pendencias} atrasados={d.prazos.atrasado.total} recorte={recorte} />
          <PrazosDaEquipe prazos={d.prazos} recorte={recorte} />
          <FilaPorSituacao titulo="Sua fila" fila={d.fila} recorte={recorte} />
          <TempoNaEtapa tempo={d.tempo} recorte={recorte} />
          <CentrosDoPainel titulo="Centros de custo que você acompanha" centros={d.centros} envolvido={eu} />
        </Grade>
      )}
    </Painel>
  );
}
