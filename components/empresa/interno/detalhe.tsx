"use client";
import { Link } from "@/components/ui/link";
import { Flex } from "antd";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { apiErrorOf } from "@/lib/api-client";
import { capitalizeWords } from "@/lib/format";
import { Credenciamentos } from "@/components/empresa/credenciamento/credenciamentos";
import { Documentos } from "@/components/empresa/credenciamento/documentos";
import { ConsultoresDaEmpresa } from "@/components/empresa/consultores";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { useEmpresaDetalhe } from "@/services/empresa";
import { ContatosEmpresa } from "./contatos";
import { DadosEmpresa, EnderecoEmpresa } from "./dados";
import { HistoricoDaEmpresa } from "./historico";
import { SolicitacoesEmpresa } from "./solicitacoes";

const secao = { style: { marginBottom: 16 } };

/**
 * One company as staff see it: its data, address, contacts, documents, accreditations (providers), latest
 * requests and history with staff notes. `voltar` is its list; a request opens under `solicitacoes`.
 */
export function DetalheEmpresa({
  id,
  voltar,
  solicitacoes,
}: {
  id: number;
  voltar: string;
  solicitacoes?: string;
}) {
  const query = useEmpresaDetalhe(id);
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Empresa não encontrada"
        subtitulo="Ela não existe ou foi removida."
        voltar={voltar}
        rotulo="Voltar às empresas"
      />
    );
  return (
    <>
      <Link href={voltar}>← Empresas</Link>
      <QueryBlock query={query} empty="" erro="Não foi possível carregar a empresa.">
        {(e) => (
          <>
            <Cartao style={{ marginTop: 12, marginBottom: 16 }}>
              <Flex wrap align="center" gap={8}>
                <TituloPagina>{capitalizeWords(e.nomefantasia)}</TituloPagina>
                <TagDeCor cor={e.status.cor}>{e.status.descricao}</TagDeCor>
              </Flex>
              <Texto type="secondary">{capitalizeWords(e.razaosocial)}</Texto>
            </Cartao>
            <Cartao title="Dados da empresa" {...secao}>
              <DadosEmpresa empresa={e} />
            </Cartao>
            <Cartao title="Endereço e contato" {...secao}>
              <EnderecoEmpresa empresa={e} />
            </Cartao>
            <Cartao title="Contatos" {...secao}>
              <ContatosEmpresa contatos={e.contatos} />
            </Cartao>
            <Documentos empresa={e.id} />
            {e.tipo === "PRESTADOR" && (
              <>
                <Credenciamentos empresa={e.id} parte="equipe" />
                <ConsultoresDaEmpresa empresa={e.id} />
              </>
            )}
            <Cartao title={`Solicitações (${e.solicitacoes.count})`} {...secao}>
              <SolicitacoesEmpresa solicitacoes={e.solicitacoes} base={solicitacoes} />
            </Cartao>
            <HistoricoDaEmpresa empresa={e.id} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
