import { z } from "@hono/zod-openapi";
import { HistoricoItemSchema } from "../../../lib/history";
import { ArquivoSchema } from "../../../lib/files";
import { PaginationQuery } from "../../../lib/pagination";
import { Dia, periodo, QueryBool, QueryId } from "../../../lib/params";
import { TIPOS_SOLICITACAO } from "../../../db/schema/solicitacao";
import { EmpresaAtendidaSchema } from "../../empresa";
import { CorSchema } from "../../status";
import { PessoaSchema } from "../../usuario";
import { ACOES_SOLICITACAO, SUBSTATUS } from "../workflow";
import { ExecucaoSchema } from "./execucao";
import { PRAZOS_FILA, STATUS_SOLICITACAO } from "@/lib/regras/solicitacao";

const id = z.number().int();
const texto = z.string();

export const SubstatusSchema = CorSchema.extend({ status: CorSchema }).openapi("SubstatusSolicitacao");
const Nome = z.object({ nome: texto, sobrenome: texto });

export const CentroCustoResumoSchema = z
  .object({
    id,
    codigo: texto,
    descricao: texto,
    saldo: z.number(),
    acao: z.object({ codigo: texto }),
    projeto: texto,
  })
  .openapi("CentroCustoResumo");

export const SolicitacaoInternaSchema = z
  .object({
    id,
    nrosolicitacao: texto,
    tipo: z.enum(TIPOS_SOLICITACAO),
    // The one company of the request, or null when there are none or several (empresa_label says which).
    empresa: EmpresaAtendidaSchema.nullable(),
    empresa_label: texto,
    empresas: z.array(z.object({ id, nomefantasia: texto })),
    count_empresas: z.number().int(),
    modelooferta: z.object({
      id,
      titulo: texto,
      imagem: texto.nullable(),
      servico: z.object({ id, titulo: texto, exige_diagnostico: z.boolean() }),
    }),
    substatus: SubstatusSchema,
    valor: z.number(),
    objetivo: texto,
    dtainclusao: texto,
    gestor: Nome.nullable(),
    gestores: z.array(PessoaSchema),
    consultor: PessoaSchema.nullable(),
    centrocusto: CentroCustoResumoSchema.nullable(),
    prestador: z.object({ id, nomefantasia: texto }).nullable(),
    dtaprazoenvioproposta: texto.nullable(),
    escolha_direta: z.boolean(),
    solicitacao_pai: z.object({ id, nrosolicitacao: texto }).nullable(),
  })
  .openapi("SolicitacaoInterna");

export const DocumentoSchema = z
  .object({
    id,
    arquivo: ArquivoSchema,
    descricao: texto,
    usuario: Nome.nullable(),
    dtainclusao: texto,
    url: texto,
  })
  .openapi("SolicitacaoDocumento");

export const SolicitacaoInternaDetalheSchema = SolicitacaoInternaSchema.extend({
  versao: z.number().int(),
  justificativa: texto,
  empresas_detalhe: z.array(EmpresaAtendidaSchema),
  reserva: z.object({ valor: z.number(), centrocusto: z.object({ id, codigo: texto }) }).nullable(),
  /** Partners co-funding the subsidy, with their percentage. */
  parceiros: z.array(z.object({ id, razaosocial: texto, subsidio: z.number() })),
  arquivos: z.array(DocumentoSchema),
  diagnosticos: z.array(
    z.object({
      id,
      nrodiagnostico: texto,
      status: CorSchema,
      prestador: z.object({ id, nomefantasia: texto }),
      prazo: texto,
    }),
  ),
  count_subsolicitacoes: z.number().int(),
  ...ExecucaoSchema.shape,
  // The reason staff gave when they last sent the request back, while the client has not answered.
  ajuste: texto.nullable(),
  historico: z.array(HistoricoItemSchema),
  acoes: z.array(z.enum(ACOES_SOLICITACAO)),
}).openapi("SolicitacaoInternaDetalhe");

const Total = z.object({ codigo: texto, descricao: texto, cor: texto, total: z.number().int() });

/** Requests per status, each with its substatuses, all of them listed in workflow order (zero included). */
export const SituacaoContagemSchema = z
  .object({ total: z.number().int(), status: z.array(Total.extend({ substatus: z.array(Total) })) })
  .openapi("SolicitacaoContagem");
export type SituacaoContagem = z.infer<typeof SituacaoContagemSchema>;

export const PendentesPage = z
  .object({
    count: z.number().int(),
    next: texto.nullable(),
    previous: texto.nullable(),
    results: z.array(SolicitacaoInternaSchema),
    totais: z.array(Total),
  })
  .openapi("SolicitacaoInternaPagina");

const codigo = (exemplo: string) => z.string().regex(/^[A-Z_]{1,60}$/, `Use o código, como ${exemplo}.`);

export const PendentesQuery = periodo(
  PaginationQuery.extend({
    search: z.string().max(120).optional(),
    status: codigo(STATUS_SOLICITACAO[0]).optional(),
    substatus: z.enum(SUBSTATUS, { error: "Substatus desconhecido." }).optional(),
    servico: QueryId.optional(),
    empresa: QueryId.optional(),
    gestor: QueryId.optional(),
    consultor: QueryId.optional(),
    tipo: z.enum(TIPOS_SOLICITACAO, { error: "Use EXTERNA, INTERNA ou CONTRATACAO_INTERNA." }).optional(),
    min_date: Dia.optional(),
    max_date: Dia.optional(),
    /** Requests of a company in a city of this service unit. */
    unidade: QueryId.optional(),
    /** Requests with a deadline due this week (to Sunday) or already missed: a round, a diagnostic, a stage. */
    prazo: z.enum(PRAZOS_FILA, { error: "Use semana ou atrasado." }).optional(),
    /** Requests the client has evaluated (true) or not (false): evaluated ones wait for staff to finish them. */
    avaliada: QueryBool,
  }).strict(),
);
export type PendentesFilter = z.infer<typeof PendentesQuery>;

export const AssinaturaSchema = z
  .object({
    id,
    papel: z.enum(["CLIENTE", "PRESTADOR", "GESTOR"]),
    empresa: z.object({ id, nomefantasia: texto }).nullable(),
    usuario: PessoaSchema.nullable(),
    assinado: z.boolean(),
    via: z.enum(["PORTAL", "LINK", "LOTE"]).nullable(),
    dtaassinatura: texto.nullable(),
  })
  .openapi("SolicitacaoAssinatura");

export const GestorOpcaoSchema = z
  .object({
    id,
    nome: texto,
    sobrenome: texto,
    email: texto,
    responsavel: z.boolean(),
    da_unidade: z.boolean(),
  })
  .openapi("SolicitacaoGestorOpcao");

export const ResponsaveisSchema = z
  .object({ gestores: z.array(PessoaSchema), consultor: PessoaSchema.nullable() })
  .openapi("SolicitacaoResponsaveis");

export const DemandaSchema = SituacaoContagemSchema.extend({ minhas: z.number().int() }).openapi(
  "SolicitacaoDemanda",
);
