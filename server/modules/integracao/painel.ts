import "server-only";
import { SITUACAO_INTEGRACAO as S } from "@/lib/regras/integracao";
import { sql, type SQL } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { CONSUMIDORES, LIMITE_TENTATIVAS } from "../../lib/evento";
import { DIA_MS, hojeEmSaoPaulo, inicioDoDia } from "../../lib/dia";
import { SISTEMAS, type Sistema } from "./driver";

const DIAS = 30;
type Linha = {
  nome: string;
  pendentes: number;
  falhas: number;
  entregues_hoje: number;
  mais_antigo: Date | string | null;
};
type Dia = { nome: string; dia: string; entregues: number; falhas: number };

const rows = async <T>(conn: Conn, q: SQL) => ((await conn.execute(q)) as unknown as { rows: T[] }).rows;
const isoOuNulo = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * Each consumer as an administrator watches it: waiting (retries included), failed (given up after the
 * attempt limit), delivered today, the oldest waiting, and the last 30 days day by day (São Paulo). The
 * metrics system and the ERP are shown by their senders' records, e-mail by its messages sent.
 */
export async function painel(conn: Conn, agora: Date) {
  const hoje = inicioDoDia(hojeEmSaoPaulo(agora));
  const desde = new Date(hoje.getTime() - (DIAS - 1) * DIA_MS);
  const porEnvio: readonly string[] = [...SISTEMAS, "email"];
  const doOutbox = CONSUMIDORES.filter((c) => !porEnvio.includes(c));
  const sistemas: readonly Sistema[] = SISTEMAS;
  const linhas = [
    ...(await rows<Linha>(
      conn,
      sql`select e.consumidor as nome,
            count(*) filter (where e.entregue_em is null and e.tentativas < ${LIMITE_TENTATIVAS})::int as pendentes,
            count(*) filter (where e.entregue_em is null and e.tentativas >= ${LIMITE_TENTATIVAS})::int as falhas,
            count(*) filter (where e.entregue_em >= ${hoje})::int as entregues_hoje,
            min(v.dtainclusao) filter (where e.entregue_em is null and e.tentativas < ${LIMITE_TENTATIVAS}) as mais_antigo
          from evento_entrega e join evento v on v.id = e.evento_id
          where e.consumidor in ${doOutbox} group by e.consumidor`,
    )),
    ...(await rows<Linha>(
      conn,
      sql`select sistema as nome,
            count(*) filter (where situacao = ${S.PENDENTE})::int as pendentes,
            count(*) filter (where situacao = ${S.FALHOU})::int as falhas,
            count(*) filter (where dtaintegracao >= ${hoje})::int as entregues_hoje,
            min(dtainclusao) filter (where situacao = ${S.PENDENTE}) as mais_antigo
          from integracao_registro where sistema in ${sistemas} group by sistema`,
    )),
    ...(await rows<Linha>(
      conn,
      sql`select 'email' as nome,
            count(*) filter (where enviado_em is null and desistido_em is null)::int as pendentes,
            count(*) filter (where enviado_em is null and desistido_em is not null)::int as falhas,
            count(*) filter (where enviado_em >= ${hoje})::int as entregues_hoje,
            min(dtainclusao) filter (where enviado_em is null and desistido_em is null) as mais_antigo
          from email_mensagem`,
    )),
  ];
  const dias = [
    ...(await rows<Dia>(
      conn,
      sql`select consumidor as nome, to_char(entregue_em at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia,
            count(*)::int as entregues, 0 as falhas
          from evento_entrega where consumidor in ${doOutbox} and entregue_em >= ${desde} group by 1, 2`,
    )),
    ...(await rows<Dia>(
      conn,
      sql`select r.sistema as nome, to_char(t.inicio at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia,
            count(*) filter (where t.ok)::int as entregues, count(*) filter (where t.ok = false)::int as falhas
          from integracao_tentativa t join integracao_registro r on r.id = t.registro_id
          where t.inicio >= ${desde} group by 1, 2`,
    )),
    ...(await rows<Dia>(
      conn,
      sql`select 'email' as nome, to_char(inicio at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as dia,
            count(*) filter (where ok)::int as entregues, count(*) filter (where ok = false)::int as falhas
          from email_tentativa where inicio >= ${desde} group by 1, 2`,
    )),
  ];
  const calendario = Array.from({ length: DIAS }, (_, i) =>
    hojeEmSaoPaulo(new Date(desde.getTime() + i * DIA_MS)),
  );
  return {
    consumidores: [...doOutbox, "email", ...SISTEMAS].map((nome) => {
      const l = linhas.find((x) => x.nome === nome);
      return {
        nome,
        pendentes: l?.pendentes ?? 0,
        falhas: l?.falhas ?? 0,
        entregues_hoje: l?.entregues_hoje ?? 0,
        mais_antigo: isoOuNulo(l?.mais_antigo ?? null),
        serie: calendario.map((dia) => {
          const d = dias.find((x) => x.nome === nome && x.dia === dia);
          return { dia, entregues: Number(d?.entregues ?? 0), falhas: Number(d?.falhas ?? 0) };
        }),
      };
    }),
  };
}
