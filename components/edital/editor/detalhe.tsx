"use client";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { EditOutlined, SendOutlined } from "@ant-design/icons";
import { EtapasDoEdital } from "@/components/edital/publico/etapas";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { Esqueleto } from "@/components/ui/esqueleto";
import { Fatos } from "@/components/ui/fatos";
import { Link } from "@/components/ui/link";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { formatDateTime } from "@/lib/format";
import { notify } from "@/lib/messages";
import {
  useCheckDoEdital,
  useEdital,
  useHistoricoDoEdital,
  usePublicarEdital,
  type EditalDetalhe,
} from "@/services/edital/edital";

// The files' form (upload, select) and the history's timeline load apart: the page's first load stays light.
const ArquivosDoEdital = dynamic(() => import("./arquivos").then((m) => m.ArquivosDoEdital), {
  loading: () => <Esqueleto />,
});
const HistoricoTimeline = dynamic(() => import("@/components/historico").then((m) => m.HistoricoTimeline), {
  loading: () => <Esqueleto />,
});

/** What still blocks publication, from `check`, while the tender is a draft. */
function Pendencias({ id }: { id: number }) {
  const check = useCheckDoEdital(id);
  return (
    <QueryBlock query={check} empty="" erro="Não foi possível verificar o edital.">
      {({ pendencias }) =>
        pendencias.length ? (
          <Aviso
            type="warning"
            style={{ marginBottom: 16 }}
            title="Falta para publicar"
            description={
              <ul aria-label="Falta para publicar">
                {pendencias.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        ) : (
          <Aviso
            type="success"
            style={{ marginBottom: 16 }}
            title="Nada falta: o edital pode ser publicado."
          />
        )
      }
    </QueryBlock>
  );
}

function Publicar({ edital: e }: { edital: EditalDetalhe }) {
  const publicar = usePublicarEdital(e.id);
  return (
    <Button
      type="primary"
      icon={<SendOutlined />}
      loading={publicar.isPending}
      onClick={() =>
        publicar
          .mutateAsync(e.versao)
          .then(() => notify("success", "Edital publicado."))
          .catch((err: Error) => notify("error", err.message))
      }
    >
      Publicar
    </Button>
  );
}

/** Staff's tender: its data, what blocks publication, its stages, files and history; actions from `acoes`. */
export function DetalheDoEditalEquipe({ id }: { id: number }) {
  const edital = useEdital(id);
  const historico = useHistoricoDoEdital(id);
  return (
    <QueryBlock query={edital} empty="" erro="Não foi possível carregar o edital.">
      {(e) => (
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <Cartao
            title={<TituloPagina>{`Edital ${e.numero_edital}`}</TituloPagina>}
            extra={
              <Space wrap size={8}>
                {e.acoes.includes("editar") && (
                  <Link href={`/credenciamento/editais/${e.id}/editar`} className="botao">
                    <EditOutlined /> Editar
                  </Link>
                )}
                {e.acoes.includes("publicar") && <Publicar edital={e} />}
              </Space>
            }
          >
            {/* A draft (the one state open to editing) shows what blocks its publication. */}
            {e.acoes.includes("editar") && <Pendencias id={e.id} />}
            <Fatos
              duasColunas
              fatos={[
                [
                  "Situação",
                  <TagDeCor key="s" cor={e.status.cor}>
                    {e.status.descricao}
                  </TagDeCor>,
                ],
                ["Título", e.titulo],
                ["Objeto", e.objeto, "largo"],
                ["Serviços", e.servicos.map((s) => s.titulo).join(", "), "largo"],
                ["Avaliadores", e.avaliadores.map((a) => a.nome).join(", ") || "Nenhum"],
                ["Prazo de recurso", `${e.prazo_recurso_dias} dia(s)`],
                !!e.dtapublicacao && ["Publicado em", formatDateTime(e.dtapublicacao)],
              ]}
            />
          </Cartao>
          <Cartao title="Etapas" size="small">
            <EtapasDoEdital etapas={e.etapas} />
          </Cartao>
          <ArquivosDoEdital edital={e} />
          <Cartao title="Histórico" size="small">
            <QueryBlock
              query={historico}
              empty="Nenhum registro no histórico."
              erro="Não foi possível carregar o histórico."
            >
              {(h) => <HistoricoTimeline eventos={h} descricoes={undefined} />}
            </QueryBlock>
          </Cartao>
        </Space>
      )}
    </QueryBlock>
  );
}
