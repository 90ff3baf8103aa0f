"use client";
import { Flex } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { SelectNativo } from "@/components/ui/select-nativo";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { INTEGRACAO_PATH } from "@/lib/paths";
import {
  type RegistroIntegracao,
  type TipoMetrica,
  useEnviarMetrica,
  useMetricas,
  useRemoverMetrica,
} from "@/services/integracao";
import { colunasDeRegistro } from "./colunas";
import { NavegacaoIntegracao } from "./navegacao";
import { RemoverRegistro } from "./remover";

export const METRICAS_PATH = `${INTEGRACAO_PATH}/metricas`;
const TIPOS = ["solicitacao", "diagnostico"] as const;
const SIM_NAO = ["true", "false"] as const;
const DATAS = [
  { campo: "min_encerramento", rotulo: "Encerradas a partir de" },
  { campo: "max_encerramento", rotulo: "Encerradas até" },
  { campo: "min_integracao", rotulo: "Integradas a partir de" },
  { campo: "max_integracao", rotulo: "Integradas até" },
] as const;
const dia = (url: URLSearchParams, chave: string) => {
  const v = daUrl.texto(url, chave);
  return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
};
const ler = (url: URLSearchParams) => ({
  tipo: daUrl.umDe(url, "tipo", TIPOS),
  search: daUrl.texto(url, "search"),
  metrica_enviada: daUrl.umDe(url, "metrica_enviada", SIM_NAO),
  min_encerramento: dia(url, "min_encerramento"),
  max_encerramento: dia(url, "max_encerramento"),
  min_integracao: dia(url, "min_integracao"),
  max_integracao: dia(url, "max_integracao"),
});

export const historicoDaMetrica = (tipo: TipoMetrica, objeto: number) => `${METRICAS_PATH}/${tipo}/${objeto}`;

/** Send again (a new round, taken as new by the metrics system) and remove (the metrics system is told). */
export function AcoesDaMetrica({ tipo, registro }: { tipo: TipoMetrica; registro: RegistroIntegracao }) {
  const enviar = useEnviarMetrica(tipo);
  const remover = useRemoverMetrica(tipo);
  return (
    <>
      <Confirmar
        rotulo="Enviar"
        size="small"
        pending={enviar.isPending}
        titulo="Enviar esta métrica agora?"
        detalhe="A métrica será enviada ao sistema de métricas agora; se ele já a tinha, recebe-a de novo como um novo envio."
        sucesso="Métrica enviada."
        executar={() => enviar.mutateAsync(registro.objeto_id)}
      />
      <RemoverRegistro
        registro={registro}
        nome={{ artigo: "esta", palavra: "métrica", sucesso: "Métrica removida." }}
        sistema={{ nome: "O sistema de métricas", destino: "ao sistema de métricas" }}
        pending={remover.isPending}
        executar={() => remover.mutateAsync(registro.objeto_id)}
      />
    </>
  );
}

/** The metrics of concluded requests and approved diagnostics, with the filters of SPEC §7. */
export function Metricas() {
  const lista = useListaFiltrada(ler);
  const { tipo: escolhido, ...params } = lista.params;
  const tipo: TipoMetrica = escolhido ?? "solicitacao";
  const query = useMetricas(tipo, params);
  return (
    <Cartao title={<TituloPagina>Métricas enviadas</TituloPagina>}>
      <NavegacaoIntegracao atual={METRICAS_PATH} />
      <Flex wrap gap={8} style={{ marginBottom: 16 }} align="end">
        <SelectNativo<TipoMetrica>
          rotulo="Tipo de métrica"
          style={{ width: 180 }}
          valor={tipo}
          onChange={(t) => lista.filtrar({ tipo: t })}
          opcoes={[
            { value: "solicitacao", label: "Solicitações" },
            { value: "diagnostico", label: "Diagnósticos" },
          ]}
        />
        <BuscaDaLista
          aria-label="Buscar métricas"
          placeholder="Número, serviço ou empresa"
          {...lista.busca("search")}
          style={{ maxWidth: 260 }}
        />
        <SelectNativo<(typeof SIM_NAO)[number]>
          rotulo="Envio"
          style={{ width: 190 }}
          todos="Enviadas ou não"
          valor={lista.filtros.metrica_enviada}
          onChange={(v) => lista.filtrar({ metrica_enviada: v })}
          opcoes={[
            { value: "true", label: "Enviadas" },
            { value: "false", label: "Não enviadas" },
          ]}
        />
        {DATAS.map((d) => (
          <label key={d.campo} style={{ display: "grid", fontSize: 12 }}>
            {d.rotulo}
            <input
              type="date"
              className="entrada"
              value={lista.filtros[d.campo] ?? ""}
              onChange={(e) => lista.filtrar({ [d.campo]: e.target.value || undefined })}
            />
          </label>
        ))}
      </Flex>
      <ListaPaginada<RegistroIntegracao>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar as métricas."
        total={(t) => `${t} métrica(s)`}
        locale={{ emptyText: lista.filtrado ? "Nenhuma métrica encontrada." : "Nenhuma métrica ainda." }}
        columns={[
          ...colunasDeRegistro((r) => historicoDaMetrica(tipo, r.objeto_id)),
          {
            title: "Ações",
            cartao: "acao",
            render: (_, r) => (
              <Flex wrap gap={8}>
                <AcoesDaMetrica tipo={tipo} registro={r} />
              </Flex>
            ),
          },
        ]}
      />
    </Cartao>
  );
}
