import { Lista } from "@/components/ui/lista";
import { capitalizeWords } from "@/lib/format";
import type { Cliente } from "@/services/listagem";

/** The companies a request serves (staff detail, project, diagnostic): name, legal name, CPF or CNPJ, city. */
export function EmpresasLista({ empresas }: { empresas: Cliente[] }) {
  return (
    <Lista
      size="small"
      dataSource={empresas}
      locale={{ emptyText: "Nenhuma empresa vinculada." }}
      renderItem={(e) => (
        <Lista.Item key={e.id}>
          <Lista.Item.Meta
            title={capitalizeWords(e.nomefantasia)}
            description={[
              capitalizeWords(e.razaosocial),
              e.cnpj_mask ?? e.cpf_mask,
              `${capitalizeWords(e.cidade.nome)}/${e.estado.sigla}`,
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        </Lista.Item>
      )}
    />
  );
}
