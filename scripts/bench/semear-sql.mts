// The statements of the benchmark seeding (semear.mts), one each, in order. Each request follows a path of
// substatuses up to where it stands (older requests further on), with a history row per step at times
// spread over its age; its choices come from a hash of its number, so every run seeds the same data.
import type { Volume } from "./semear.mts";

export type Passo = { rotulo: string; sql: string };

/** The request's path (DESIGN §5) by step, with the history action that reaches each step. */
const CAMINHO = [
  ["AGUARDANDO_ANALISE", "CRIAR"],
  ["DEVOLVIDA_CLIENTE", "DEVOLVER"],
  ["AGUARDANDO_DIAGNOSTICO", "LIBERAR"],
  ["AGUARDANDO_PROPOSTAS", "DIAGNOSTICO_APROVADO"],
  ["PROPOSTAS_EM_ANALISE", "ENCERRAR_PRAZO"],
  ["EM_NEGOCIACAO", "NEGOCIAR"],
  ["ANALISE_FINAL_GESTOR", "ANALISE_GESTOR"],
  ["AGUARDANDO_ASSINATURA", "ENVIAR_CONTRATOS"],
  ["AGUARDANDO_PAGAMENTO", "ASSINAR"],
  ["AGUARDANDO_AUTORIZACAO", "PAGAR"],
  ["EM_EXECUCAO", "AUTORIZAR_EXECUCAO"],
  ["AGUARDANDO_AVALIACAO", "FINALIZAR"],
  ["CONCLUIDA", "FINALIZAR_SOLICITACAO"],
] as const;
const EXECUCAO = 10;

/** The moment of step k of a request of bench_sol `s` (its steps spread evenly over its age). */
const momento = (k: string) => `(s.inicio + s.idade * (${k})::float8 / (s.r + 2) * interval '1 day')`;
/** A number in [0, 1) fixed by `n` and `k`: the same data on every run, whatever the plan's row order. */
const acaso = (n: string, k: number) =>
  `((hashint8((${n})::bigint * 8 + ${k}) & 2147483647)::float8 / 2147483648)`;
const sub = (entidade: string, codigo: string) =>
  `(select id from bench_sub where entidade = '${entidade}' and codigo = '${codigo}')`;

export function passos(v: Volume, agora: Date): Passo[] {
  const AGORA = `'${agora.toISOString()}'::timestamptz`;
  const HOJE = `(${AGORA} at time zone 'America/Sao_Paulo')::date`;
  const ano = Number(agora.toISOString().slice(0, 4));
  const U = v.unidades;
  const P = v.prestadores + 1;
  const unidade = (n: string) => `'Unidade Bench ' || lpad((${n})::text, 3, '0')`;
  return [
    {
      rotulo: "apoio",
      sql: `create table bench_sub as select st.entidade, ss.codigo, ss.id from substatus ss
        join status st on st.id = ss.status_id`,
    },
    { rotulo: "apoio", sql: "create table bench_caminho (idx int primary key, codigo text, acao text)" },
    {
      rotulo: "apoio",
      sql: `insert into bench_caminho values ${CAMINHO.map(([c, a], i) => `(${i}, '${c}', '${a}')`).join(", ")}`,
    },
    {
      rotulo: "apoio",
      sql: `create table bench_cidade as select c.id, (row_number() over (order by c.id) - 1)::int as n
        from cidade c join estado e on e.id = c.estado_id
        where e.sigla in ('SC', 'PR', 'RS') and c.id not in (select cidade_id from unidade_atendimento_cidade)`,
    },
    {
      rotulo: "apoio",
      sql: `create table bench_oferta as select id, (row_number() over (order by id) - 1)::int as n from modelo_oferta`,
    },
    {
      rotulo: "unidades",
      sql: `insert into unidade_atendimento (descricao) select ${unidade("u")} from generate_series(1, ${U}) u`,
    },
    {
      rotulo: "unidades",
      sql: `insert into unidade_atendimento_cidade (unidade_id, cidade_id) select ua.id, c.id from bench_cidade c
        join unidade_atendimento ua on ua.descricao = ${unidade(`c.n % ${U} + 1`)}`,
    },
    {
      rotulo: "gestores",
      sql: `insert into usuario (email, nome, sobrenome, senha_hash)
        select 'gestor.bench.' || lpad(k::text, 3, '0') || '@hub.example', 'Gestor', 'Bench ' || lpad(k::text, 3, '0'),
          (select senha_hash from usuario where email = 'gestor@hub.example')
        from generate_series(1, ${2 * U}) k`,
    },
    {
      rotulo: "gestores",
      sql: `insert into usuario_grupo (usuario_id, grupo_id) select u.id, (select id from grupo where name = 'gestor')
        from usuario u where u.email like 'gestor.bench.%'`,
    },
    {
      rotulo: "gestores",
      sql: `insert into unidade_atendimento_gestor (unidade_id, usuario_id) select ua.id, u.id from usuario u
        join unidade_atendimento ua on ua.descricao = ${unidade("(substring(u.email from 14 for 3)::int - 1) / 2 + 1")}
        where u.email like 'gestor.bench.%'`,
    },
    {
      rotulo: "empresas",
      sql: `insert into empresa (tipo, cnpj, razaosocial, nomefantasia, cep, logradouro, cidade_id, telefone, email)
        select 'CLIENTE', (90000000000000 + k)::text, 'Empresa Bench ' || k || ' Ltda', 'Empresa Bench ' || k,
          '88000000', 'Rua do Benchmark, ' || k, c.id, '48999990000', 'empresa' || k || '@bench.example'
        from generate_series(1, ${v.empresas}) k
        join bench_cidade c on c.n = (k * 7) % (select count(*) from bench_cidade)`,
    },
    {
      rotulo: "empresas",
      sql: `create table bench_empresa as select id, cidade_id, (row_number() over (order by id) - 1)::int as n
        from empresa where cnpj between '90000000000001' and '90000000999999'`,
    },
    {
      rotulo: "empresas",
      sql: `insert into empresa_usuario (empresa_id, usuario_id)
        select e.id, (select id from usuario where email = 'cliente@hub.example') from bench_empresa e where e.n < 10`,
    },
    {
      rotulo: "prestadores",
      sql: `insert into empresa (tipo, cnpj, razaosocial, nomefantasia, cep, logradouro, cidade_id, telefone, email)
        select 'PRESTADOR', (80000000000000 + k)::text, 'Prestador Bench ' || k || ' Ltda', 'Prestador Bench ' || k,
          '88000000', 'Avenida do Benchmark, ' || k, (select min(id) from bench_cidade), '48999990000',
          'prestador' || k || '@bench.example'
        from generate_series(1, ${v.prestadores}) k`,
    },
    {
      // Vértice (prestador@'s) is provider 0, so its dashboard has the share of any bench provider.
      rotulo: "prestadores",
      sql: `create table bench_prestador as select id, (row_number() over (order by id) - 1)::int as n from empresa
        where cnpj = '28732778000104' or cnpj between '80000000000001' and '80000000999999'`,
    },
    {
      rotulo: "prestadores",
      sql: `insert into credenciamento (empresa_id, servico_id, substatus_id)
        select p.id, s.id, ${sub("credenciamento", "CREDENCIADO")} from bench_prestador p cross join servico s
        on conflict (empresa_id, servico_id) do update set substatus_id = excluded.substatus_id, ativo = true`,
    },
    {
      rotulo: "centros de custo",
      sql: `insert into centro_custo (codigo, descricao, acao, projeto, ano)
        select 'B-' || y || '-' || lpad(k::text, 3, '0'), 'Centro Bench ' || k || ' de ' || y, '9.' || k,
          'Projeto Bench ' || y, y
        from generate_series(${ano - v.anos}, ${ano}) y cross join generate_series(1, 40) k`,
    },
    {
      rotulo: "centros de custo",
      sql: `insert into movimento_centro_custo (centro_custo_id, tipo, valor, descricao, dtainclusao)
        select id, 'APORTE', 5000000, 'Orçamento do ano', make_timestamptz(ano, 1, 2, 12, 0, 0, 'UTC')
        from centro_custo where codigo like 'B-%'`,
    },
    {
      rotulo: "centros de custo",
      sql: `insert into centro_custo_envolvido (centro_custo_id, usuario_id) select cc.id, u.id from usuario u
        join centro_custo cc on cc.ano = ${ano} and cc.codigo like 'B-%'
          and right(cc.codigo, 3)::int in (substring(u.email from 14 for 3)::int % 40 + 1,
            (substring(u.email from 14 for 3)::int + 1) % 40 + 1)
        where u.email like 'gestor.bench.%'`,
    },
    {
      // Where each request stands: older ones further on, and past 240 days finished; one in ten cancelled
      // at some step before; a fifth of the services need a diagnostic.
      rotulo: "plano",
      sql: `create table bench_plano as
        with base as (
          select g, ${acaso("g", 1)} * ${v.anos * 365} as idade, ${acaso("g", 2)} as r1, ${acaso("g", 3)} as r2,
            ${acaso("g", 4)} as r3
          from generate_series(1, ${v.solicitacoes}) g
        ), alvo as (
          select *, case when idade > 240 then 12
            else least(11, greatest(0, floor(idade / 20)::int + floor(r1 * 3)::int - 1)) end as alvo
          from base
        )
        select g, idade, r2 < 0.1 as cancelada,
          case when r2 < 0.1 then floor(r3 * least(alvo, ${EXECUCAO}))::int else alvo end as r,
          ${AGORA} - idade * interval '1 day' as inicio
        from alvo`,
    },
    {
      rotulo: "solicitações",
      sql: `insert into solicitacao (nrosolicitacao, modelo_oferta_id, substatus_id, objetivo, valor, usuario_id,
          centro_custo_id, tipo, dtaprazoenvioproposta, dtainclusao)
        select 'B-' || lpad(p.g::text, 7, '0'), o.id,
          coalesce(case when p.cancelada then ${sub("solicitacao", "CANCELADA")} end, st.id),
          'Solicitação de benchmark ' || p.g, 2000 + (p.g % 50) * 100,
          (select id from usuario where email = 'cliente@hub.example'), cc.id, 'EXTERNA',
          case when not p.cancelada and p.r = 3 then ${AGORA} + (p.g % 14 + 1) * interval '1 day'
            else p.inicio + interval '20 days' end,
          p.inicio
        from bench_plano p
        join bench_caminho c on c.idx = p.r
        join bench_sub st on st.entidade = 'solicitacao' and st.codigo = c.codigo
        join bench_oferta o on o.n = p.g % (select count(*) from bench_oferta)
        join centro_custo cc on cc.codigo = 'B-' || extract(year from p.inicio)::int || '-' || lpad((p.g % 40 + 1)::text, 3, '0')
        order by p.g`,
    },
    {
      rotulo: "solicitações",
      sql: `create table bench_sol as select s.id, s.valor, p.*, e.id as empresa_id, e.cidade_id
        from bench_plano p join solicitacao s on s.nrosolicitacao = 'B-' || lpad(p.g::text, 7, '0')
        join bench_empresa e on e.n = p.g % ${v.empresas}`,
    },
    {
      rotulo: "solicitações",
      sql: `insert into solicitacao_empresa (solicitacao_id, empresa_id) select id, empresa_id from bench_sol`,
    },
    {
      rotulo: "solicitações",
      sql: `insert into solicitacao_gestor (solicitacao_id, usuario_id) select distinct s.id, uag.usuario_id
        from bench_sol s join unidade_atendimento_cidade uac on uac.cidade_id = s.cidade_id
        join unidade_atendimento_gestor uag on uag.unidade_id = uac.unidade_id`,
    },
    {
      rotulo: "histórico",
      sql: `insert into historico (entidade, entidade_id, acao, de, para, usuario_id, audiencias, dtainclusao)
        select 'solicitacao', s.id, 'CRIAR', null::text, 'AGUARDANDO_ANALISE', null::int, array['cliente', 'prestador', 'equipe'], s.inicio
        from bench_sol s
        union all
        select 'solicitacao', s.id, para.acao, de.codigo, para.codigo, null, array['cliente', 'prestador', 'equipe'], ${momento("k")}
        from bench_sol s join generate_series(1, 12) k on k <= s.r
        join bench_caminho de on de.idx = k - 1 join bench_caminho para on para.idx = k
        union all
        select 'solicitacao', s.id, 'CANCELAR', c.codigo, 'CANCELADA', null, array['cliente', 'prestador', 'equipe'], ${momento("s.r + 1")}
        from bench_sol s join bench_caminho c on c.idx = s.r where s.cancelada
        union all
        select 'solicitacao', s.id, 'ALTERAR_CONSULTOR', null, 'Consultor Bench', null, array['equipe'], ${momento("0.5")}
        from bench_sol s`,
    },
    {
      // Past the round, three providers' proposals, the first chosen as far as the request went; in an
      // open round, one sent and, on some, Vértice's draft.
      rotulo: "propostas",
      sql: `insert into proposta (solicitacao_id, prestador_id, substatus_id, dta_inicio, dta_fim, dtaprazo,
          modelo_hora_id, plano_pagamento_id, valor_bruto, valor_subsidio, valor_cliente, percentual_subsidio,
          dtaenvio, dtainclusao)
        select s.id, pr.id, st.id, s.inicio::date + 30, s.inicio::date + 150, s.inicio::date + 40,
          (select min(id) from modelo_hora), (select id from plano_pagamento where parcelas = 3),
          s.valor, round(s.valor * 0.7, 2), s.valor - round(s.valor * 0.7, 2), 70,
          case when x.codigo = 'RASCUNHO' then null else ${momento("3.5")} end, ${momento("3.5")}
        from bench_sol s
        cross join lateral (
          select j, case
            when s.r < 4 then case when j = 0 then 'ENVIADA' else 'RASCUNHO' end
            when j > 0 then case when s.r >= 6 then 'NAO_SELECIONADA' else 'ENVIADA' end
            when s.cancelada then 'ENVIADA'
            when s.r >= ${EXECUCAO} then 'CONTRATADA'
            when s.r >= 6 then 'SELECIONADA'
            when s.r = 5 then 'EM_NEGOCIACAO'
            else 'ENVIADA' end as codigo,
            (s.g * 3 + j * 7) % ${P} as n
          from generate_series(0, 2) j
          where s.r >= 4 or (s.r = 3 and not s.cancelada and (j = 0 and s.g % 2 = 0 or j = 1 and s.g % 3 = 0))
        ) x
        join bench_prestador pr on pr.n = case when s.r = 3 and x.j = 1 then 0 else x.n end
        join bench_sub st on st.entidade = 'proposta' and st.codigo = x.codigo
        on conflict (solicitacao_id, prestador_id) do nothing`,
    },
    {
      rotulo: "projetos",
      sql: `insert into projeto (nroprojeto, solicitacao_id, prestador_id, proposta_id, dta_inicio, dta_fim, dtainclusao)
        select 'B-P-' || lpad(s.g::text, 7, '0'), s.id, pr.prestador_id, pr.id, ${momento(String(EXECUCAO))}::date,
          ${momento(String(EXECUCAO))}::date + 150, ${momento(String(EXECUCAO))}
        from bench_sol s join proposta pr on pr.solicitacao_id = s.id
          and pr.substatus_id = ${sub("proposta", "CONTRATADA")}`,
    },
    {
      // Finished projects have their three stages approved; those in execution, a mix of delivered,
      // returned and pending ones, due around today (some late, some this week).
      rotulo: "etapas",
      sql: `insert into projeto_etapa (projeto_id, ordem, titulo, entregavel, horas, valor, substatus_id, prazo, dtaentrega)
        select p.id, e, 'Etapa ' || e, 'Entrega da etapa ' || e, 10, round(s.valor / 3, 2), st.id,
          case when s.r > ${EXECUCAO} then p.dta_inicio + e * 40 else ${HOJE} - 20 + s.g % 30 + e * 10 end,
          case when x.codigo in ('ENTREGUE', 'APROVADA') then least(${AGORA}, ${momento(String(EXECUCAO))} + e * interval '30 days') end
        from projeto p join bench_sol s on s.id = p.solicitacao_id
        cross join generate_series(1, 3) e
        cross join lateral (select case
          when s.r > ${EXECUCAO} then 'APROVADA'
          else (array[array['APROVADA', 'ENTREGUE', 'PENDENTE'], array['APROVADA', 'DEVOLVIDA', 'PENDENTE'],
            array['PENDENTE', 'PENDENTE', 'PENDENTE'], array['APROVADA', 'APROVADA', 'PENDENTE']])[s.g % 4 + 1][e]
          end as codigo) x
        join bench_sub st on st.entidade = 'etapa_projeto' and st.codigo = x.codigo`,
    },
    {
      rotulo: "parcelas",
      sql: `insert into projeto_parcela (projeto_id, numero, etapa_ordem, valor)
        select pe.projeto_id, pe.ordem, pe.ordem, pe.valor from projeto_etapa pe
        join projeto p on p.id = pe.projeto_id where p.nroprojeto like 'B-P-%'`,
    },
    {
      rotulo: "notas",
      sql: `insert into nota (parcela_id, substatus_id, dtaautorizacao, dtaenvio, dtapagamento)
        select pp.id, st.id, pe.dtaentrega, case when x.codigo <> 'AUTORIZADA' then pe.dtaentrega end,
          case when x.codigo = 'PAGA' then pe.dtaentrega end
        from projeto_parcela pp join projeto p on p.id = pp.projeto_id and p.nroprojeto like 'B-P-%'
        join projeto_etapa pe on pe.projeto_id = pp.projeto_id and pe.ordem = pp.etapa_ordem
          and pe.substatus_id = ${sub("etapa_projeto", "APROVADA")}
        join bench_sol s on s.id = p.solicitacao_id
        cross join lateral (select case when s.r >= 12 then 'PAGA'
          when s.r = 11 then case when s.g % 2 = 0 then 'ENVIADA' else 'PAGA' end
          else case when s.g % 2 = 0 then 'AUTORIZADA' else 'ENVIADA' end end as codigo) x
        join bench_sub st on st.entidade = 'nota' and st.codigo = x.codigo`,
    },
    {
      // A fifth of the requests had a diagnostic: approved when they went on, else being made, some late.
      rotulo: "diagnósticos",
      sql: `insert into diagnostico (nrodiagnostico, solicitacao_id, prestador_id, substatus_id, prazo, dtainclusao)
        select 'B-D-' || lpad(s.g::text, 7, '0'), s.id, pr.id, st.id,
          case when x.codigo = 'APROVADO' then ${momento("2")} + interval '15 days'
            else ${AGORA} + (s.g % 21 - 7) * interval '1 day' end,
          ${momento("2")}
        from bench_sol s join bench_prestador pr on pr.n = s.g * 3 % ${P}
        cross join lateral (select case when s.r > 2 or s.cancelada then 'APROVADO'
          else (array['AGUARDANDO_ACEITE', 'EM_ELABORACAO', 'ENVIADO', 'EM_CORRECAO'])[s.g / 5 % 4 + 1] end as codigo) x
        join bench_sub st on st.entidade = 'diagnostico' and st.codigo = x.codigo
        where s.g % 5 = 0 and s.r >= 2`,
    },
    {
      // The subsidy reserved at release, committed at execution, spent when finished, released if cancelled.
      rotulo: "movimentos",
      sql: `insert into movimento_centro_custo (centro_custo_id, tipo, valor, solicitacao_id, descricao, dtainclusao)
        select so.centro_custo_id, m.tipo, round(s.valor * 0.7, 2), s.id, 'Movimento de benchmark', m.em
        from bench_sol s join solicitacao so on so.id = s.id
        cross join lateral (values
          ('RESERVA', ${momento("2")}, s.r >= 2),
          ('COMPROMISSO', ${momento(String(EXECUCAO))}, s.r >= ${EXECUCAO} and not s.cancelada),
          ('GASTO', ${momento("12")}, s.r = 12 and not s.cancelada),
          ('LIBERACAO', ${momento("s.r + 1")}, s.r >= 2 and s.cancelada)
        ) as m(tipo, em, feito)
        where m.feito`,
    },
    ...["bench_sol", "bench_plano", "bench_empresa", "bench_prestador", "bench_oferta", "bench_cidade"].map(
      (t) => ({ rotulo: "apoio", sql: `drop table ${t}` }),
    ),
    { rotulo: "apoio", sql: "drop table bench_caminho" },
    { rotulo: "apoio", sql: "drop table bench_sub" },
  ];
}
