import { List, Timeline, Typography } from "antd";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import type { EmpresaResumo, Historico as HistoricoItem } from "@/services/solicitacao-interno";
import { nomeDe } from "./vinculo-consultor";

/** History rows oldest first: when, who, what changed and why. */
export function Historico({ itens }: { itens: HistoricoItem[] }) {
  if (itens.length === 0) return <Typography.Text type="secondary">Nenhum registro.</Typography.Text>;
  return (
    <Timeline
      items={itens.map((h) => ({
        key: h.id,
        content: (
          <>
            <Typography.Text strong>
              {formatDate(h.dtainclusao)} · {sentenceCase(h.acao?.replaceAll("_", " ")) || "Alteração"}
            </Typography.Text>
            {h.usuario && <Typography.Text type="secondary"> por {nomeDe(h.usuario)}</Typography.Text>}
            <div>
              {h.de && `${h.de} → `}
              {h.para}
            </div>
            {h.motivo && <Typography.Text type="secondary">{h.motivo}</Typography.Text>}
          </>
        ),
      }))}
    />
  );
}

export function EmpresasLista({ empresas }: { empresas: EmpresaResumo[] }) {
  return (
    <List
      size="small"
      dataSource={empresas}
      locale={{ emptyText: "Nenhuma empresa." }}
      renderItem={(e) => (
        <List.Item key={e.id}>
          <List.Item.Meta
            title={capitalizeWords(e.nomefantasia)}
            description={[e.cnpj_mask ?? e.cpf_mask, `${e.cidade.nome}/${e.estado.sigla}`]
              .filter(Boolean)
              .join(" · ")}
          />
        </List.Item>
      )}
    />
  );
}
