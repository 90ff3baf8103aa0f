"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { Button, Drawer, List } from "antd";
import { Paragrafo, Texto } from "@/components/ui/texto";
import { formatDateTime } from "@/lib/format";
import { PREFERENCIAS_PATH } from "@/lib/paths";
import { QueryBlock } from "@/components/ui/query-block";
import { type Notificacao, useMarcarTodas, useMarcarVista, useNotificacoes } from "@/services/notificacao";

/**
 * The bell's drawer: the notifications, newest first, 20 a page. Opening one marks it seen and goes to its
 * page. Its code loads when the bell is first opened (sino.tsx), not with every page of the areas.
 */
export function GavetaNotificacoes({
  aberto,
  fechar,
  page,
  setPage,
  mobile,
}: {
  aberto: boolean;
  fechar: () => void;
  page: number;
  setPage: (page: number) => void;
  mobile: boolean;
}) {
  const query = useNotificacoes(page, true);
  const vista = useMarcarVista();
  const todas = useMarcarTodas();
  const router = useRouter();
  const naoVistas = query.data?.nao_vistas ?? 0;

  const abrir = (n: Notificacao) => {
    if (!n.visto) vista.mutate(n.id);
    fechar();
    router.push(n.link);
  };

  return (
    <Drawer
      title="Notificações"
      placement="right"
      open={aberto}
      onClose={fechar}
      size={mobile ? "100%" : 420}
      footer={
        <Link href={PREFERENCIAS_PATH} onClick={fechar}>
          Escolher o que recebo por e-mail
        </Link>
      }
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
                      <Paragrafo style={{ marginBottom: 4 }}>{n.texto}</Paragrafo>
                      <Texto type="secondary">{formatDateTime(n.dtainclusao)}</Texto>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </QueryBlock>
    </Drawer>
  );
}
