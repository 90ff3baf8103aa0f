"use client";
import { List, Space, Tag, Typography } from "antd";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import type { EmpresaDetalhe } from "@/services/empresa";

/**
 * The company's accreditations per service, read-only: their state, whether staff switched the link off
 * or suspended it, and why. The accreditation screens (components/empresa/credenciamento) act on them.
 */
export function CredenciamentosEmpresa({
  credenciamentos,
}: {
  credenciamentos: EmpresaDetalhe["credenciamentos"];
}) {
  return (
    <List
      size="small"
      dataSource={credenciamentos}
      locale={{ emptyText: "Nenhum credenciamento." }}
      renderItem={(c) => (
        <List.Item key={c.id}>
          <List.Item.Meta
            title={
              <Space wrap size={4}>
                {capitalizeWords(c.servico.titulo)}
                <TagDeCor cor={c.status.cor}>{c.status.descricao}</TagDeCor>
                {c.status.codigo === "CREDENCIADO" && !c.ativo && <Tag>Inativo</Tag>}
                {c.suspenso && <Tag color="red">Suspenso</Tag>}
              </Space>
            }
            description={
              <>
                {c.servico.codigo} · desde {formatDate(c.dtainclusao)} · atualizado em{" "}
                {formatDate(c.dtaatualizacao)}
                {c.motivo && (
                  <Typography.Paragraph style={{ margin: 0 }}>
                    Motivo: {sentenceCase(c.motivo)}
                  </Typography.Paragraph>
                )}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
