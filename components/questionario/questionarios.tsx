"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { Button, Flex, Space, Tooltip } from "antd";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Exportar } from "@/components/ui/exportar";
import { exportarLista } from "@/services/exportacao";
import { useExcluirQuestionario, useQuestionarios, type QuestionarioResumo } from "@/services/questionario";

const ler = (url: URLSearchParams) => ({ search: daUrl.texto(url, "search") });

/** Deletes a questionnaire after SPEC §8's confirmation; the default one cannot be, and says why. */
function Excluir({ questionario: q }: { questionario: QuestionarioResumo }) {
  const excluir = useExcluirQuestionario();
  const rotulo = `Excluir ${q.descricao}`;
  if (q.padrao)
    return (
      <Tooltip title="O questionário padrão não pode ser excluído.">
        <Button danger disabled icon={<DeleteOutlined />} aria-label={rotulo} />
      </Tooltip>
    );
  return (
    <Confirmar
      rotulo={rotulo}
      icone={<DeleteOutlined />}
      danger
      detalhe={q.servicos ? `${q.servicos} serviço(s) passarão a usar o questionário padrão.` : undefined}
      pending={excluir.isPending}
      executar={() => excluir.mutateAsync(q.id)}
    />
  );
}

/**
 * The evaluation questionnaires staff keep: search and page in the URL, how many questions, services and
 * evaluations each has, and the default one tagged. `base` is the area's address of these screens.
 */
export function Questionarios({ base }: { base: string }) {
  const router = useRouter();
  const lista = useListaFiltrada(ler);
  const query = useQuestionarios(lista.params);

  return (
    <Cartao title={<TituloPagina>Questionários de avaliação</TituloPagina>}>
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar questionários"
          placeholder="Descrição"
          {...lista.busca("search")}
          style={{ maxWidth: 300 }}
        />
        <Space wrap>
          <Exportar
            exportar={(progresso) =>
              exportarLista("/questionario/interno/export/", lista.filtros, "questionarios", progresso)
            }
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => router.push(`${base}/novo`)}>
            Novo questionário
          </Button>
        </Space>
      </Flex>
      <ListaPaginada<QuestionarioResumo>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os questionários."
        total={(total) => `${total} questionário(s)`}
        locale={{
          emptyText: lista.filtrado ? "Nenhum questionário encontrado." : "Nenhum questionário cadastrado.",
        }}
        columns={[
          {
            title: "Descrição",
            cartao: "titulo",
            render: (_, q) => (
              <Space wrap size={4}>
                <Link href={`${base}/${q.id}`}>{q.descricao}</Link>
                {q.padrao && <Etiqueta color="blue">Padrão</Etiqueta>}
              </Space>
            ),
          },
          { title: "Perguntas", dataIndex: "perguntas", align: "right", responsive: ["sm"] },
          { title: "Serviços", dataIndex: "servicos", align: "right" },
          { title: "Avaliações", dataIndex: "avaliacoes", align: "right", responsive: ["sm"] },
          { title: "Ações", width: 72, cartao: "acao", render: (_, q) => <Excluir questionario={q} /> },
        ]}
      />
    </Cartao>
  );
}
