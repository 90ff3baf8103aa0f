"use client";
import { Confirmar } from "@/components/ui/confirmar";
import { INTEGRACAO_PATH } from "@/lib/paths";
import { SITUACAO_INTEGRACAO as S } from "@/lib/regras/integracao";
import { type RegistroIntegracao, useEmails, useReenviarEmail } from "@/services/integracao";
import { ListaDeRegistros, useFiltroDeRegistros } from "./lista-de-registros";

export const EMAIL_PATH = `${INTEGRACAO_PATH}/email`;
// A message is sent, given up, or waiting to be sent (retries included); it is never removed.
const SITUACOES = [S.FALHOU, S.PENDENTE, S.ENVIADO] as const;

/** Resend, confirmed: a message not sent yet goes to the mail server now, from zero attempts. */
export function AcoesDoEmail({ registro }: { registro: RegistroIntegracao }) {
  const reenviar = useReenviarEmail();
  if (registro.situacao === S.ENVIADO) return null;
  return (
    <Confirmar
      rotulo="Reenviar"
      size="small"
      pending={reenviar.isPending}
      titulo="Reenviar este e-mail?"
      detalhe="O e-mail será enviado ao servidor de e-mail agora, com as tentativas zeradas. Se falhar de novo, voltará a ser tentado automaticamente."
      sucesso="E-mail reenviado."
      executar={() => reenviar.mutateAsync(registro.id)}
    />
  );
}

/** The e-mails the portal sends: by default those that failed (given up, or retrying), with their last error. */
export function Emails() {
  const lista = useFiltroDeRegistros(SITUACOES);
  const query = useEmails(lista.params);
  return (
    <ListaDeRegistros
      titulo="E-mails"
      caminho={EMAIL_PATH}
      lista={lista}
      query={query}
      situacoes={SITUACOES}
      todos="Com falha"
      busca={{ rotulo: "Buscar e-mails", exemplo: "Destinatário ou assunto" }}
      textos={{
        erro: "Não foi possível carregar os e-mails.",
        total: (t) => `${t} e-mail(s)`,
        nenhum: "Nenhum e-mail encontrado.",
        vazio: "Nenhum e-mail com falha.",
      }}
      historico={(r) => `${EMAIL_PATH}/${r.id}`}
      acoes={(r) => <AcoesDoEmail registro={r} />}
    />
  );
}
