"use client";
import { Fragment } from "react";
import { apiErrorOf } from "@/lib/api-client";
import { capitalizeWords, formatDate } from "@/lib/format";
import { useAtestadoVerificado } from "@/services/avaliacao";
import { Esqueleto } from "@/components/ui/esqueleto";
import { PaginaDeLink, Resultado } from "@/components/ui/pagina-de-link";

/** Ids and codes never wrap. */
const inteiro = (texto: string) => <span style={{ whiteSpace: "nowrap" }}>{texto}</span>;

/**
 * The verification code wraps only between its groups: beside its label, a code of wide letters passed a
 * 375 px phone's width.
 */
const emGrupos = (codigo: string) =>
  codigo.split("-").map((grupo, i, todos) => (
    <Fragment key={i}>
      {inteiro(i < todos.length - 1 ? `${grupo}-` : grupo)}
      {i < todos.length - 1 && <wbr />}
    </Fragment>
  ));

/**
 * The public check of a final attestation: what it attests, as the PDF prints it (request, project,
 * service, provider, companies served, period, stages), for whoever holds the paper. Plain HTML, no antd.
 */
export function AtestadoPublico({ codigo }: { codigo: string }) {
  const query = useAtestadoVerificado(codigo);
  if (query.isPending)
    return (
      <div className="cartao">
        <Esqueleto linhas={6} />
      </div>
    );
  if (query.isError) {
    const erro = apiErrorOf(query.error);
    return erro.status === 404 ? (
      <Resultado
        estado="alerta"
        titulo="Atestado não encontrado"
        subtitulo={`Nenhum atestado tem o código ${codigo}. Confira o código impresso no atestado e tente de novo.`}
      />
    ) : (
      <Resultado estado="alerta" titulo="Não foi possível verificar o atestado" subtitulo={erro.detail} />
    );
  }
  const a = query.data;
  const periodo = a.dta_inicio && a.dta_fim ? `${formatDate(a.dta_inicio)} a ${formatDate(a.dta_fim)}` : null;
  return (
    <PaginaDeLink
      titulo="Atestado final de execução"
      fatos={[
        ["Situação", <strong key="v">Atestado autêntico, emitido pelo portal Hub</strong>, "largo"],
        ["Código de verificação", emGrupos(a.codigo)],
        ["Emitido em", formatDate(a.dtaemissao)],
        ["Prestador", capitalizeWords(a.prestador), "largo"],
        ["Serviço", capitalizeWords(a.servico), "largo"],
        ["Oferta", capitalizeWords(a.oferta), "largo"],
        [
          a.empresas.length > 1 ? "Atendidas" : "Atendida",
          a.empresas.map(capitalizeWords).join("; "),
          "largo",
        ],
        ["Solicitação", inteiro(a.nrosolicitacao)],
        ["Projeto", inteiro(a.nroprojeto)],
        ...(periodo ? [["Período", periodo] as [string, string]] : []),
        ...(a.concluida_em ? [["Concluída em", formatDate(a.concluida_em)] as [string, string]] : []),
      ]}
    >
      <h2 className="cartao-titulo">Etapas</h2>
      <ol>
        {a.etapas.map((e) => (
          <li key={e.ordem}>
            {e.titulo} <span className="texto-secundario">({e.situacao})</span>
          </li>
        ))}
      </ol>
    </PaginaDeLink>
  );
}
