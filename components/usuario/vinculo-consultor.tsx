"use client";
import { useSession } from "next-auth/react";
import { Button, Popconfirm, Space } from "antd";
import { Texto } from "@/components/ui/texto";
import { fullName } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { hasRole } from "@/lib/roles";
import type { Pessoa } from "@/services/listagem";
import { executarComAviso } from "@/lib/aviso-da-api";

/**
 * Who the consultant is, and the signed-in user's way in or out: "Vincular-me" for consultants (it replaces
 * another consultant), "Desvincular-me" for the linked one. `onChange` sends the new consultant id or null;
 * its outcome is shown as a message.
 */
export function VinculoConsultor({
  consultor,
  fechado,
  pending,
  onChange,
}: {
  consultor: Pessoa | null;
  /** Why the link can no longer change, when it cannot. */
  fechado?: string;
  pending: boolean;
  onChange: (consultor: number | null) => Promise<unknown>;
}) {
  const { data } = useSession();
  const me = data?.user;
  const vinculado = me !== undefined && consultor?.id === me.id;
  const mudar = (novo: number | null) => executarComAviso(() => onChange(novo));
  return (
    <Space wrap>
      <Texto>
        Consultor: <strong>{fullName(consultor) || "nenhum vinculado"}</strong>
      </Texto>
      {fechado ? (
        <Texto type="secondary">{fechado}</Texto>
      ) : vinculado ? (
        <Popconfirm
          title="Desvincular-me?"
          description={MESSAGES.confirm}
          okText="Sim"
          cancelText="Não"
          onConfirm={() => void mudar(null)}
        >
          <Button danger loading={pending}>
            Desvincular-me
          </Button>
        </Popconfirm>
      ) : (
        me &&
        hasRole(me, "consultor") && (
          <Popconfirm
            title="Vincular-me?"
            description={
              consultor ? `Você substituirá ${fullName(consultor)}. ${MESSAGES.confirm}` : MESSAGES.confirm
            }
            okText="Sim"
            cancelText="Não"
            onConfirm={() => void mudar(me.id)}
          >
            <Button type="primary" loading={pending}>
              Vincular-me
            </Button>
          </Popconfirm>
        )
      )}
    </Space>
  );
}
