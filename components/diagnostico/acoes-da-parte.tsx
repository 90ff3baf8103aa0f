"use client";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { useJaAberto, useModal } from "@/stores/modals";
import { Confirmar } from "@/components/ui/confirmar";
import { DIAGNOSTICO } from "@/lib/regras/diagnostico";
import {
  useAceitarDiagnostico,
  useAprovarDiagnostico,
  type DiagnosticoDetalhe,
} from "@/services/diagnostico";

type Props = { diagnostico: DiagnosticoDetalhe };

// The dialogs (an upload, a reason) load when one is first opened.
const ModalEnviar = dynamic(() => import("./modais-da-parte").then((m) => m.ModalEnviar), { ssr: false });
const ModalRecusar = dynamic(() => import("./modais-da-parte").then((m) => m.ModalRecusar), { ssr: false });
const ModalCorrecao = dynamic(() => import("./modais-da-parte").then((m) => m.ModalCorrecao), { ssr: false });

/** The buttons of the actions the workflow allows this party now, each with its modal. */
export function AcoesDaParte({ diagnostico: d }: Props) {
  const aceitar = useAceitarDiagnostico(d.id);
  const aprovar = useAprovarDiagnostico(d.id);
  const [, abrirEnvio] = useModal("enviarDiagnostico");
  const [, abrirRecusa] = useModal("recusarDiagnostico");
  const [, abrirCorrecao] = useModal("correction");
  const montados = useJaAberto("enviarDiagnostico", "recusarDiagnostico", "correction");
  const pode = (acao: DiagnosticoDetalhe["acoes"][number]) => d.acoes.includes(acao);
  if (!d.acoes.length) return null;
  return (
    <>
      <Space wrap>
        {pode("aceitar") && (
          <Confirmar
            rotulo="Aceitar diagnóstico"
            texto={{ acao: "diagnostico.aceitar", valores: d }}
            pending={aceitar.isPending}
            executar={() => aceitar.mutateAsync({ versao: d.versao })}
          />
        )}
        {pode("enviar") && (
          <Button type="primary" onClick={abrirEnvio}>
            {d.status.codigo === DIAGNOSTICO.EM_CORRECAO ? "Enviar correção" : "Enviar diagnóstico"}
          </Button>
        )}
        {pode("aprovar") && (
          <Confirmar
            rotulo="Aprovar diagnóstico"
            texto={{ acao: "diagnostico.aprovar", valores: d }}
            pending={aprovar.isPending}
            executar={() => aprovar.mutateAsync({ versao: d.versao })}
          />
        )}
        {pode("corrigir") && <Button onClick={abrirCorrecao}>Pedir correção</Button>}
        {pode("rejeitar") && (
          <Button danger onClick={abrirRecusa}>
            Recusar
          </Button>
        )}
      </Space>
      {montados && (
        <>
          {pode("enviar") && <ModalEnviar diagnostico={d} />}
          {pode("rejeitar") && <ModalRecusar diagnostico={d} />}
          {pode("corrigir") && <ModalCorrecao diagnostico={d} />}
        </>
      )}
    </>
  );
}
