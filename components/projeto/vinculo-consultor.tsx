"use client";
import { useSession } from "next-auth/react";
import { Button, Popconfirm, Space, Typography } from "antd";
import { capitalizeWords } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { hasRole } from "@/lib/roles";
import type { Pessoa } from "@/services/solicitacao-interno";

export const nomeDe = (p: Pick<Pessoa, "nome" | "sobrenome"> | null | undefined) =>
  p ? capitalizeWords(`${p.nome} ${p.sobrenome}`) : "";

/**
 * Who the consultant is, and the signed-in user's way in or out: "Vincular-me" for consultants (it replaces
 * another consultant), "Desvincular-me" for the linked one. `onChange` gets the new consultant id or null.
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
  onChange: (consultor: number | null) => void;
}) {
  const { data } = useSession();
  const me = data?.user;
  const vinculado = me !== undefined && consultor?.id === me.id;
  return (
    <Space wrap>
      <Typography.Text>
        Consultor: <strong>{consultor ? nomeDe(consultor) : "nenhum vinculado"}</strong>
      </Typography.Text>
      {fechado ? (
        <Typography.Text type="secondary">{fechado}</Typography.Text>
      ) : vinculado ? (
        <Popconfirm
          title="Desvincular-me?"
          description={MESSAGES.confirm}
          okText="Sim"
          cancelText="Não"
          onConfirm={() => onChange(null)}
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
              consultor ? `Você substituirá ${nomeDe(consultor)}. ${MESSAGES.confirm}` : MESSAGES.confirm
            }
            okText="Sim"
            cancelText="Não"
            onConfirm={() => onChange(me.id)}
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
