"use client";
import { Lista } from "@/components/ui/lista";
import { Texto } from "@/components/ui/texto";
import { fullName } from "@/lib/format";
import type { EmpresaDetalhe } from "@/services/empresa";

const PAPEL = { PROPRIETARIO: "Proprietário(a)", SOCIO_ADMINISTRADOR: "Sócio(a) administrador(a)" } as const;

/** Who answers for the company: its users in the portal, and its owners or managing partners (CPF masked). */
export function ContatosEmpresa({ contatos }: { contatos: EmpresaDetalhe["contatos"] }) {
  return (
    <>
      <Texto strong>Usuários no portal</Texto>
      <Lista
        size="small"
        dataSource={contatos.usuarios}
        locale={{ emptyText: "Nenhum usuário vinculado." }}
        renderItem={(u) => (
          <Lista.Item key={u.id}>
            <Lista.Item.Meta title={fullName(u)} description={<a href={`mailto:${u.email}`}>{u.email}</a>} />
          </Lista.Item>
        )}
      />
      <Texto strong style={{ display: "block", marginTop: 16 }}>
        Proprietários e sócios
      </Texto>
      <Lista
        size="small"
        dataSource={contatos.pessoas}
        locale={{ emptyText: "Nenhuma pessoa registrada." }}
        renderItem={(p) => (
          <Lista.Item key={p.id}>
            <Lista.Item.Meta
              title={fullName(p)}
              description={[PAPEL[p.papel], p.cpf_mask && `CPF ${p.cpf_mask}`].filter(Boolean).join(" · ")}
            />
          </Lista.Item>
        )}
      />
    </>
  );
}
