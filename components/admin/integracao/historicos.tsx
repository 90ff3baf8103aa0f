"use client";
import { Flex } from "antd";
import {
  type TipoMetrica,
  useHistoricoEmail,
  useHistoricoMetrica,
  useHistoricoProvisionamento,
} from "@/services/integracao";
import { AcoesDoEmail, EMAIL_PATH } from "./emails";
import { HistoricoDoRegistro } from "./historico";
import { AcoesDaMetrica, METRICAS_PATH } from "./metricas";
import { AcoesDoProvisionamento, PROVISIONAMENTO_PATH } from "./provisionamentos";

/** A metric's history (by its request's or diagnostic's id), with its actions. */
export function HistoricoDaMetrica({ tipo, id }: { tipo: TipoMetrica; id: number }) {
  return (
    <HistoricoDoRegistro
      query={useHistoricoMetrica(tipo, id)}
      voltar={METRICAS_PATH}
      acoes={(r) => (
        <Flex wrap gap={8}>
          <AcoesDaMetrica tipo={tipo} registro={r} />
        </Flex>
      )}
    />
  );
}

/** A provisioning's history, with its actions. */
export function HistoricoDoProvisionamento({ id }: { id: number }) {
  return (
    <HistoricoDoRegistro
      query={useHistoricoProvisionamento(id)}
      voltar={PROVISIONAMENTO_PATH}
      acoes={(r) => (
        <Flex wrap gap={8}>
          <AcoesDoProvisionamento registro={r} />
        </Flex>
      )}
    />
  );
}

/** An e-mail's history: each attempt at sending it, and its resend. */
export function HistoricoDoEmail({ id }: { id: number }) {
  return (
    <HistoricoDoRegistro
      query={useHistoricoEmail(id)}
      voltar={EMAIL_PATH}
      acoes={(r) => <AcoesDoEmail registro={r} />}
    />
  );
}
