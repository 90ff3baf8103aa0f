"use client";
import { useSessao } from "@/hooks/use-sessao";
import { Space } from "antd";
import { Confirmar } from "@/components/ui/confirmar";
import { Texto } from "@/components/ui/texto";
import { fullName } from "@/lib/format";
import { hasRole } from "@/lib/roles";
import type { Pessoa } from "@/services/listagem";

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
  const me = useSessao()?.user;
  const vinculado = me !== undefined && consultor?.id === me.id;
  return (
    <Space wrap>
      <Texto>
        Consultor: <strong>{fullName(consultor) || "nenhum vinculado"}</strong>
      </Texto>
      {fechado ? (
        <Texto type="secondary">{fechado}</Texto>
      ) : vinculado ? (
        <Confirmar
          rotulo="Desvincular-me"
          primario={false}
          danger
          pending={pending}
          executar={() => onChange(null)}
        />
      ) : (
        me &&
        hasRole(me, "consultor") && (
          <Confirmar
            rotulo="Vincular-me"
            detalhe={consultor ? `Você substituirá ${fullName(consultor)}.` : undefined}
            pending={pending}
            executar={() => onChange(me.id)}
          />
        )
      )}
    </Space>
  );
}
