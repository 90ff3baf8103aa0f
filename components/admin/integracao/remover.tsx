import { Confirmar } from "@/components/ui/confirmar";
import { SITUACOES_REMOVIVEIS } from "@/lib/regras/integracao";
import type { RegistroIntegracao } from "@/services/integracao";

/**
 * Removes a record, once confirmed, saying what happens: the other system (`sistema`) is told when it
 * holds the record; one it never got only leaves the queue. Not shown once removed.
 */
export function RemoverRegistro({
  registro,
  nome,
  sistema,
  pending,
  executar,
}: {
  registro: RegistroIntegracao;
  /** The record as the question and the success name it: "provisionamento", "métrica". */
  nome: { artigo: "este" | "esta"; palavra: string; sucesso: string };
  /** Who is told ("O ERP") and where it is not sent ("ao ERP"). */
  sistema: { nome: string; destino: string };
  pending: boolean;
  executar: () => Promise<unknown>;
}) {
  if (!SITUACOES_REMOVIVEIS.includes(registro.situacao)) return null;
  return (
    <Confirmar
      rotulo="Remover"
      size="small"
      danger
      primario={false}
      pending={pending}
      titulo={`Remover ${nome.artigo} ${nome.palavra}?`}
      detalhe={
        registro.dtaintegracao
          ? `${sistema.nome} será avisado para excluir o que recebeu.`
          : `Sai da fila e não será enviado ${sistema.destino}.`
      }
      sucesso={nome.sucesso}
      executar={executar}
    />
  );
}
