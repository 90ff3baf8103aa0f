"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button, Drawer, List, Typography } from "antd";
import { BellOutlined } from "@ant-design/icons";
import { formatDateTime } from "@/lib/format";
import { QueryBlock } from "@/components/ui/query-block";
import {
  type Notificacao,
  useMarcarTodas,
  useMarcarVista,
  useNotificacoes,
  useNotificacoesAoVivo,
} from "@/services/notificacao";

/**
 * The header's bell: the count of notifications not seen yet, and a drawer with them, newest first. Opening
 * one marks it seen and goes to its page. New ones arrive live (useNotificacoesAoVivo).
 */
export function Sino({ mobile }: { mobile: boolean }) {
  const [aberto, setAberto] = useState(false);
  const [page, setPage] = useState(1);
  const query = useNotificacoes(page, true);
  useNotificacoesAoVivo(true);
  const vista = useMarcarVista();
  const todas = useMarcarTodas();
  const router = useRouter();
  const naoVistas = query.data?.nao_vistas ?? 0;

  const abrir = (n: Notificacao) => {
    if (!n.visto) vista.mutate(n.id);
    setAberto(false);
    router.push(n.link);
  };

  return (
    <>
      <Button
        type="text"
        shape="circle"
        aria-label={`Notificações: ${naoVistas} não vista(s)`}
        onClick={() => setAberto(true)}
        // The label says the count; the badge shows the same digits, still (the cart's count, styles/plain.css):
        // antd's Badge rolls its digits to a new count, and mid-roll they read as a name other than the label's.
        icon={
          <span className="com-contador" aria-hidden="true">
            <BellOutlined style={{ color: "#fff", fontSize: 20 }} />
            {naoVistas > 0 && <span className="contador">{naoVistas}</span>}
          </span>
        }
      />
      <Drawer
        title="Notificações"
        placement="right"
        open={aberto}
        onClose={() => setAberto(false)}
        size={mobile ? "100%" : 420}
        extra={
          <Button size="small" disabled={!naoVistas} loading={todas.isPending} onClick={() => todas.mutate()}>
            Marcar todas como vistas
          </Button>
        }
      >
        <QueryBlock query={query} isEmpty={(d) => d.count === 0} empty="Nenhuma notificação por enquanto.">
          {(d) => (
            <List<Notificacao>
              dataSource={d.results}
              pagination={
                d.count > d.results.length || page > 1
                  ? { current: page, pageSize: 20, total: d.count, onChange: setPage, size: "small" }
                  : false
              }
              renderItem={(n) => (
                <List.Item
                  style={{ cursor: "pointer", background: n.visto ? undefined : "#eef4fb", paddingInline: 8 }}
                  onClick={() => abrir(n)}
                >
                  <List.Item.Meta
                    title={
                      <a
                        href={n.link}
                        onClick={(e) => {
                          e.preventDefault();
                          abrir(n);
                        }}
                        style={{ fontWeight: n.visto ? 400 : 600 }}
                      >
                        {n.titulo}
                        {!n.visto && <span className="sr-only"> (não vista)</span>}
                      </a>
                    }
                    description={
                      <>
                        <Typography.Paragraph style={{ marginBottom: 4 }}>{n.texto}</Typography.Paragraph>
                        <Typography.Text type="secondary">{formatDateTime(n.dtainclusao)}</Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </QueryBlock>
      </Drawer>
    </>
  );
}
