"use client";
import { Confirmar } from "@/components/ui/confirmar";
import { INTEGRACAO_PATH } from "@/lib/paths";
import { SITUACOES_A_REPROCESSAR, SITUACOES_INTEGRACAO } from "@/lib/regras/integracao";
import {
  type RegistroIntegracao,
  useProvisionamentos,
  useRemoverProvisionamento,
  useReprocessarProvisionamento,
} from "@/services/integracao";
import { ListaDeRegistros, useFiltroDeRegistros } from "./lista-de-registros";
import { RemoverRegistro } from "./remover";

export const PROVISIONAMENTO_PATH = `${INTEGRACAO_PATH}/provisionamento`;

/** Reprocess (what failed or waits) and remove (from the ERP too, when it holds it), each confirmed. */
export function AcoesDoProvisionamento({ registro }: { registro: RegistroIntegracao }) {
  const reprocessar = useReprocessarProvisionamento();
  const remover = useRemoverProvisionamento();
  return (
    <>
      {SITUACOES_A_REPROCESSAR.includes(registro.situacao) && (
        <Confirmar
          rotulo="Reprocessar"
          size="small"
          pending={reprocessar.isPending}
          titulo="Reprocessar este provisionamento?"
          detalhe="O registro será enviado ao ERP agora, com as tentativas zeradas. Se falhar de novo, voltará a ser tentado automaticamente."
          sucesso="Provisionamento reprocessado."
          executar={() => reprocessar.mutateAsync(registro.id)}
        />
      )}
      <RemoverRegistro
        registro={registro}
        nome={{ artigo: "este", palavra: "provisionamento", sucesso: "Provisionamento removido." }}
        sistema={{ nome: "O ERP", destino: "ao ERP" }}
        pending={remover.isPending}
        executar={() => remover.mutateAsync(registro.id)}
      />
    </>
  );
}

/** The ERP's provisionings: by default those failed or waiting, with their errors and actions. */
export function Provisionamentos() {
  const lista = useFiltroDeRegistros(SITUACOES_INTEGRACAO);
  const query = useProvisionamentos(lista.params);
  return (
    <ListaDeRegistros
      titulo="Provisionamentos no ERP (RM)"
      caminho={PROVISIONAMENTO_PATH}
      lista={lista}
      query={query}
      situacoes={SITUACOES_INTEGRACAO}
      todos="Com falha ou aguardando"
      busca={{ rotulo: "Buscar provisionamentos", exemplo: "Solicitação, serviço ou empresa" }}
      textos={{
        erro: "Não foi possível carregar os provisionamentos.",
        total: (t) => `${t} provisionamento(s)`,
        nenhum: "Nenhum provisionamento encontrado.",
        vazio: "Nenhum provisionamento com falha ou aguardando.",
      }}
      historico={(r) => `${PROVISIONAMENTO_PATH}/${r.id}`}
      acoes={(r) => <AcoesDoProvisionamento registro={r} />}
    />
  );
}
