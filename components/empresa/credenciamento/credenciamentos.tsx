"use client";
import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { Button, Flex, Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Aviso } from "@/components/ui/aviso";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { DeleteOutlined, FileTextOutlined, PlusOutlined } from "@ant-design/icons";
import { formatDate } from "@/lib/format";
import { CREDENCIAMENTO } from "@/lib/regras/credenciamento";
import { notify } from "@/lib/messages";
import { useJaAberto, useModal } from "@/stores/modals";
import {
  type AcaoCredenciamento,
  baixarDocumentoDaSuspensao,
  type Credenciamento,
  type CredenciamentosDaEmpresa,
  useAlternarCredenciamento,
  useCredenciamentos,
  useRemoverCredenciamento,
  useVincularServico,
} from "@/services/credenciamento";
import { Confirmar } from "@/components/ui/confirmar";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";

// The dialogs and their fields load when one is first opened: most visits only read the accreditations.
const ModalSolicitar = dynamic(() => import("./modais").then((m) => m.ModalSolicitar), { ssr: false });
const ModalVincular = dynamic(() => import("./modais").then((m) => m.ModalVincular), { ssr: false });
const ModalRecusar = dynamic(() => import("./modais").then((m) => m.ModalRecusar), { ssr: false });
const ModalSuspender = dynamic(() => import("./modais").then((m) => m.ModalSuspender), { ssr: false });

/** Whose screen the list is on: the provider asks; staff decide, switch, suspend and remove. */
type Parte = "prestador" | "equipe";

function Situacao({ c, parte }: { c: Credenciamento; parte: Parte }) {
  return (
    <Space size={4} wrap>
      <TagDeCor cor={c.status.cor}>{c.status.descricao}</TagDeCor>
      {c.status.codigo === CREDENCIAMENTO.CREDENCIADO && !c.ativo && <Etiqueta>Inativo</Etiqueta>}
      {c.suspenso && <Etiqueta color="red">Suspenso</Etiqueta>}
      {/* Staff decide what an expired tender document means for the link: it is not suspended by itself. */}
      {parte === "equipe" && c.documento_vencido && (
        <Etiqueta color="orange">Documento do edital vencido</Etiqueta>
      )}
    </Space>
  );
}

/** The row's buttons: the workflow's actions the server says the user may take, and staff's removal. */
function Acoes({
  empresa,
  c,
  parte,
  abrir,
}: {
  empresa: number;
  c: Credenciamento;
  parte: Parte;
  abrir: (c: Credenciamento, modal: "recusarCredenciamento" | "suspenderCredenciamento") => void;
}) {
  const vincular = useVincularServico(empresa);
  const alternar = useAlternarCredenciamento(empresa);
  const remover = useRemoverCredenciamento(empresa);
  const acoes = c.acoes as AcaoCredenciamento[];
  const botoes: Partial<Record<AcaoCredenciamento, ReactNode>> = {
    credenciar: (
      <Confirmar
        rotulo="Credenciar"
        pending={vincular.isPending}
        executar={() => vincular.mutateAsync(c.servico.id)}
      />
    ),
    recusar: (
      <Button danger onClick={() => abrir(c, "recusarCredenciamento")}>
        Recusar
      </Button>
    ),
    desativar: (
      <Confirmar
        rotulo="Desativar"
        primario={false}
        pending={alternar.isPending}
        executar={() => alternar.mutateAsync(c.id)}
      />
    ),
    ativar: (
      <Confirmar rotulo="Ativar" pending={alternar.isPending} executar={() => alternar.mutateAsync(c.id)} />
    ),
    suspender: (
      <Button danger onClick={() => abrir(c, "suspenderCredenciamento")}>
        Suspender
      </Button>
    ),
    reativar: <Button onClick={() => abrir(c, "suspenderCredenciamento")}>Encerrar suspensão</Button>,
  };
  return (
    <Space wrap>
      {acoes.map((a) => botoes[a] && <span key={a}>{botoes[a]}</span>)}
      {parte === "equipe" && (
        <Confirmar
          rotulo={`Remover o vínculo com ${c.servico.titulo}`}
          icone={<DeleteOutlined />}
          danger
          pending={remover.isPending}
          executar={() => remover.mutateAsync(c.id)}
        />
      )}
    </Space>
  );
}

function Linha({
  d,
  c,
  parte,
  abrir,
}: {
  d: CredenciamentosDaEmpresa;
  c: Credenciamento;
  parte: Parte;
  abrir: Parameters<typeof Acoes>[0]["abrir"];
}) {
  return (
    <Lista.Item>
      <Flex vertical gap={4} style={{ width: "100%" }}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Texto strong>
            {c.servico.titulo} <Texto type="secondary">({c.servico.codigo})</Texto>
          </Texto>
          <Situacao c={c} parte={parte} />
        </Flex>
        <Texto type="secondary">Atualizado em {formatDate(c.dtaatualizacao)}</Texto>
        {c.motivo && (
          <Texto>
            {c.suspenso ? "Motivo da suspensão" : "Motivo da recusa"}: {c.motivo}
          </Texto>
        )}
        {c.documento && (
          <Button
            type="link"
            icon={<FileTextOutlined />}
            style={{ padding: 0, alignSelf: "start" }}
            onClick={() => baixarDocumentoDaSuspensao(c).catch((e: Error) => notify("error", e.message))}
          >
            {c.documento.nome}
          </Button>
        )}
        <Acoes empresa={d.empresa.id} c={c} parte={parte} abrir={abrir} />
      </Flex>
    </Lista.Item>
  );
}

/**
 * A provider's accreditations per service, with the state, the reasons of a refusal or suspension and
 * the actions open to the user: the provider asks for more (once its required documents are on file);
 * staff accredit or refuse requests, link a service at once, switch links off and on, suspend and remove.
 */
export function Credenciamentos({ empresa, parte }: { empresa: number; parte: Parte }) {
  const query = useCredenciamentos(empresa);
  const [, abrirSolicitar] = useModal("requestServiceRegistration");
  const [, abrirVincular] = useModal("vincularServico");
  const [, abrirRecusar] = useModal("recusarCredenciamento");
  const [, abrirSuspender] = useModal("suspenderCredenciamento");
  const [escolhido, setEscolhido] = useState<Credenciamento | null>(null);
  const montados = useJaAberto(
    "requestServiceRegistration",
    "vincularServico",
    "recusarCredenciamento",
    "suspenderCredenciamento",
  );
  const abrir: Parameters<typeof Acoes>[0]["abrir"] = (c, modal) => {
    setEscolhido(c);
    (modal === "recusarCredenciamento" ? abrirRecusar : abrirSuspender)();
  };
  const faltam = query.data?.documentos_faltantes ?? [];
  const botao =
    parte === "prestador" ? (
      <Button icon={<PlusOutlined />} disabled={faltam.length > 0} onClick={abrirSolicitar}>
        Solicitar credenciamento
      </Button>
    ) : (
      <Button icon={<PlusOutlined />} onClick={abrirVincular}>
        Credenciar em um serviço
      </Button>
    );
  return (
    <Cartao title="Credenciamentos" size="small" style={{ marginBottom: 16 }} extra={query.data && botao}>
      <QueryBlock query={query} empty="" erro="Não foi possível carregar os credenciamentos.">
        {(d) => (
          <>
            {parte === "prestador" && faltam.length > 0 && (
              <Aviso
                type="info"
                style={{ marginBottom: 12 }}
                title={`Para pedir credenciamento, envie antes: ${faltam.map((f) => f.descricao).join(", ")}.`}
              />
            )}
            <Lista
              size="small"
              dataSource={d.credenciamentos}
              locale={{ emptyText: "Nenhum credenciamento ainda." }}
              renderItem={(c) => <Linha d={d} c={c} parte={parte} abrir={abrir} />}
            />
            {montados && (
              <>
                {parte === "prestador" ? <ModalSolicitar d={d} /> : <ModalVincular d={d} />}
                {escolhido && <ModalRecusar empresa={empresa} c={escolhido} />}
                {escolhido && <ModalSuspender empresa={empresa} c={escolhido} />}
              </>
            )}
          </>
        )}
      </QueryBlock>
    </Cartao>
  );
}
