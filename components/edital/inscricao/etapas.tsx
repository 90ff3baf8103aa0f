"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { Paragrafo } from "@/components/ui/texto";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { QueryBlock } from "@/components/ui/query-block";
import { formatDate, formatDateTime } from "@/lib/format";
import { DOCUMENTO_INSCRICAO as DOC } from "@/lib/regras/edital";
import { useModal } from "@/stores/modals";
import {
  useAgirNoDocumento,
  useEtapasDaInscricao,
  usePassarEtapa,
  type DocumentoInscricao,
  type EtapaDaInscricao,
  type EtapasDaInscricao,
} from "@/services/edital/inscricao";

// The modals' forms (antd's Form, Upload, DatePicker) load when first opened.
const ModalEnviarDocumento = dynamic(() => import("./modais").then((m) => m.ModalEnviarDocumento), {
  ssr: false,
});
const ModalDecidirDocumento = dynamic(() => import("./modais").then((m) => m.ModalDecidirDocumento), {
  ssr: false,
});

const SITUACAO_DA_ETAPA = { concluida: "Concluída", atual: "Etapa atual", futura: "Próxima" } as const;
const TIPOS = { pdf: "PDF", imagem: "imagem", planilha: "planilha" } as Record<string, string>;

const ITEM = { borderTop: "1px solid var(--cor-borda, #f0f0f0)", padding: "12px 0" } as const;
const MOTIVO = {
  background: "#fff7e6",
  border: "1px solid #ffd591",
  borderRadius: 6,
  padding: "8px 12px",
} as const;
const ACOES = { display: "flex", flexWrap: "wrap", gap: 8 } as const;

type Escolha = { documento: DocumentoInscricao; acao: "enviar" | "devolver" | "rejeitar" } | null;

/** One document: its state, file and, when returned or rejected, the evaluator's words, with its buttons. */
function Documento({
  d,
  inscricao,
  escolher,
}: {
  d: DocumentoInscricao;
  inscricao: number;
  escolher: (e: Escolha) => void;
}) {
  const agir = useAgirNoDocumento(inscricao);
  const pode = (a: string) => d.acoes.includes(a);
  return (
    <li style={ITEM} aria-label={d.nome}>
      <div>
        <strong>{d.nome}</strong>
        {!d.obrigatorio && <span className="texto-secundario"> (opcional)</span>}{" "}
        <TagDeCor cor={d.status.cor}>{d.status.descricao}</TagDeCor>
      </div>
      <Paragrafo type="secondary">
        Aceita {d.tipos.map((t) => TIPOS[t] ?? t).join(", ")}
        {d.expira && `; vale ${d.validade_dias ?? 365} dias`}.
        {d.arquivo && ` Enviado: ${d.arquivo.nome}${d.dtaenvio ? ` em ${formatDateTime(d.dtaenvio)}` : ""}.`}
        {d.validade && ` Válido até ${formatDate(`${d.validade}T12:00:00`)}.`}
      </Paragrafo>
      {d.motivo && (d.status.codigo === DOC.DEVOLVIDO || d.status.codigo === DOC.REJEITADO) && (
        <p role="note" style={MOTIVO}>
          <strong>
            {d.status.codigo === DOC.DEVOLVIDO ? "Pedido do avaliador: " : "Motivo da rejeição: "}
          </strong>
          {d.motivo}
          {d.prazo_correcao && d.status.codigo === DOC.DEVOLVIDO && (
            <> — corrija até {formatDate(`${d.prazo_correcao}T12:00:00`)}</>
          )}
        </p>
      )}
      {d.acoes.length > 0 && (
        <div style={ACOES}>
          {pode("enviar") && (
            <Button type="primary" onClick={() => escolher({ documento: d, acao: "enviar" })}>
              {d.arquivo ? "Enviar de novo" : "Enviar documento"}
            </Button>
          )}
          {pode("aceitar") && (
            <Confirmar
              rotulo="Aceitar"
              titulo={`Aceitar ${d.nome}?`}
              pending={agir.isPending}
              sucesso="Documento aceito."
              executar={() => agir.mutateAsync({ documento: d.id, versao: d.versao, acao: "aceitar" })}
            />
          )}
          {pode("devolver") && (
            <Button onClick={() => escolher({ documento: d, acao: "devolver" })}>Devolver</Button>
          )}
          {pode("rejeitar") && (
            <Button danger onClick={() => escolher({ documento: d, acao: "rejeitar" })}>
              Rejeitar
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The stage's own button: the company sends it, the evaluator moves it on. */
function AcaoDaEtapa({ etapa, dados }: { etapa: EtapaDaInscricao; dados: EtapasDaInscricao }) {
  const passar = usePassarEtapa(dados.inscricao.id);
  const executar = () => passar.mutateAsync({ etapa: etapa.id, versao: dados.inscricao.versao });
  if (etapa.acoes.includes("enviar_etapa"))
    return (
      <Confirmar
        rotulo="Enviar etapa"
        titulo={`Enviar a etapa ${etapa.titulo} para avaliação?`}
        detalhe="Depois de enviada, os documentos só mudam se o avaliador devolver algum."
        pending={passar.isPending}
        sucesso="Etapa enviada para avaliação."
        executar={executar}
      />
    );
  if (etapa.acoes.includes("avancar_etapa"))
    return (
      <Confirmar
        rotulo="Avançar etapa"
        titulo={`Concluir a avaliação da etapa ${etapa.titulo}?`}
        pending={passar.isPending}
        sucesso="Etapa avaliada."
        executar={executar}
      />
    );
  return null;
}

/** The enrolment's stages, in order: each stage's groups and their documents, with what may be done now. */
export function EtapasDaInscricaoCartoes({ id }: { id: number }) {
  const query = useEtapasDaInscricao(id);
  const [escolha, setEscolha] = useState<Escolha>(null);
  const [, abrirEnvio] = useModal("insertDocument");
  const [, abrirDecisao] = useModal("decidirDocumento");
  const escolher = (e: Escolha) => {
    setEscolha(e);
    if (e?.acao === "enviar") abrirEnvio();
    else abrirDecisao();
  };
  return (
    <QueryBlock query={query} empty="Este edital não tem etapas." isEmpty={(d) => d.etapas.length === 0}>
      {(dados) => (
        <>
          {dados.etapas.map((e) => (
            <Cartao
              key={e.id}
              style={{ marginBottom: 16 }}
              aria-label={`Etapa ${e.ordem}: ${e.titulo}`}
              title={
                <>
                  Etapa {e.ordem}: {e.titulo}{" "}
                  <span className="texto-secundario">({SITUACAO_DA_ETAPA[e.situacao]})</span>
                </>
              }
              extra={<AcaoDaEtapa etapa={e} dados={dados} />}
            >
              {e.data_inicio && e.data_fim && (
                <Paragrafo type="secondary">
                  De {formatDate(`${e.data_inicio}T12:00:00`)} a {formatDate(`${e.data_fim}T12:00:00`)}.
                </Paragrafo>
              )}
              {e.grupos.map((g) => (
                <section key={g.id} aria-label={g.titulo}>
                  <h3 style={{ fontSize: 15, margin: "12px 0 4px" }}>
                    {g.titulo}
                    {g.servico && <span className="texto-secundario"> — para {g.servico.titulo}</span>}
                  </h3>
                  <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
                    {g.documentos.map((d) => (
                      <Documento key={d.id} d={d} inscricao={id} escolher={escolher} />
                    ))}
                  </ul>
                </section>
              ))}
            </Cartao>
          ))}
          <ModalEnviarDocumento
            inscricao={id}
            documento={escolha?.acao === "enviar" ? escolha.documento : null}
          />
          <ModalDecidirDocumento
            inscricao={id}
            documento={escolha && escolha.acao !== "enviar" ? escolha.documento : null}
            acao={escolha?.acao === "rejeitar" ? "rejeitar" : "devolver"}
          />
        </>
      )}
    </QueryBlock>
  );
}
