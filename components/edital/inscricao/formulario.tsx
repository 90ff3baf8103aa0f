"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button, Checkbox, Radio } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { Link } from "@/components/ui/link";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { Paragrafo } from "@/components/ui/texto";
import { QueryBlock } from "@/components/ui/query-block";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { avisarErro } from "@/lib/aviso-da-api";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { INSCRICOES_PATH } from "@/lib/paths";
import { useFormularioDeInscricao, useInscrever } from "@/services/edital/inscricao";

/** The enrolment in a tender: the company (one of the user's providers) and the services it enrols for. */
export function FormularioDeInscricao({ edital }: { edital: number }) {
  const query = useFormularioDeInscricao(edital);
  const inscrever = useInscrever();
  const router = useRouter();
  const [empresa, setEmpresa] = useState<number | null>(null);
  const [servicos, setServicos] = useState<number[]>([]);
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Edital não encontrado"
        subtitulo="Ele não existe ou ainda não foi publicado."
        voltar={INSCRICOES_PATH}
        rotulo="Ver minhas inscrições"
      />
    );
  return (
    <QueryBlock query={query} empty="">
      {(f) => {
        const livres = f.empresas.filter((e) => e.inscricao === null);
        const escolhida = empresa ?? (livres.length === 1 ? livres[0].id : null);
        const enviar = () =>
          inscrever.mutateAsync({ edital, empresa: escolhida!, servicos }).then((r) => {
            notify("success", "Inscrição feita. Envie agora os documentos da primeira etapa.");
            router.push(`${INSCRICOES_PATH}/${r.id}`);
          }, avisarErro);
        return (
          <>
            <TituloPagina>Inscrição no edital {f.edital.numero_edital}</TituloPagina>
            <Paragrafo>{f.edital.titulo}</Paragrafo>
            {!f.edital.aberto && (
              <Paragrafo type="secondary">Este edital não recebe inscrições agora.</Paragrafo>
            )}
            <Cartao title="Empresa" style={{ marginBottom: 16 }}>
              {f.empresas.length === 0 ? (
                <Paragrafo type="secondary">Sua conta não representa nenhuma empresa prestadora.</Paragrafo>
              ) : (
                <Radio.Group
                  aria-label="Empresa"
                  value={escolhida}
                  onChange={(e) => setEmpresa(e.target.value as number)}
                  style={{ display: "flex", flexDirection: "column", gap: 8 }}
                >
                  {f.empresas.map((e) => (
                    <Radio key={e.id} value={e.id} disabled={e.inscricao !== null}>
                      {e.nomefantasia}
                      {e.inscricao !== null && (
                        <>
                          {" — já inscrita: "}
                          <Link href={`${INSCRICOES_PATH}/${e.inscricao}`}>ver a inscrição</Link>
                        </>
                      )}
                    </Radio>
                  ))}
                </Radio.Group>
              )}
            </Cartao>
            <Cartao title="Serviços" style={{ marginBottom: 16 }}>
              <Checkbox.Group
                aria-label="Serviços"
                value={servicos}
                onChange={(v) => setServicos(v as number[])}
                style={{ display: "flex", flexDirection: "column", gap: 8 }}
                options={f.servicos.map((s) => ({ value: s.id, label: s.titulo }))}
              />
            </Cartao>
            <Button
              type="primary"
              disabled={!f.edital.aberto || !escolhida || servicos.length === 0}
              loading={inscrever.isPending}
              onClick={() => void enviar()}
            >
              Inscrever empresa
            </Button>
          </>
        );
      }}
    </QueryBlock>
  );
}
