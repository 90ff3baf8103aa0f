import { z } from "@hono/zod-openapi";
import {
  LIMITES_EDITAL,
  SITUACOES_EDITAL,
  TIPOS_DOCUMENTO_EDITAL,
  TIPOS_ETAPA,
  type TipoEtapa,
} from "@/lib/regras/edital";
import { ArquivoSchema } from "../../../lib/files";
import { paginatedSchema, PaginationQuery } from "../../../lib/pagination";
import { Id, QueryId, Texto } from "../../../lib/params";

const L = LIMITES_EDITAL;
const descricao = z
  .string({ error: "Envie um texto." })
  .trim()
  .max(L.descricao, `Escreva no máximo ${L.descricao} caracteres.`)
  .default("");
const ordem = z
  .number({ error: "Informe a ordem." })
  .int("Use um número inteiro.")
  .min(1, "A ordem começa em 1.");

// SPEC §9: stage dates are read as DD/MM/YYYY. Rolling over (31/02) is refused like a day that does not exist.
export const dataBr = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, { message: "Use a data no formato DD/MM/AAAA.", abort: true })
  .transform((v, ctx) => {
    const [d, m, a] = v.split("/");
    const iso = `${a}-${m}-${d}`;
    const data = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(data.getTime()) || !data.toISOString().startsWith(iso)) {
      ctx.addIssue({ code: "custom", message: "Data inexistente." });
      return z.NEVER;
    }
    return iso;
  })
  .openapi({ type: "string", example: "10/01/2027" });

export const DocumentoEditalBody = z.strictObject({
  nome: Texto(1, 200),
  descricao,
  obrigatorio: z.boolean({ error: "Use true ou false." }).default(true),
  tipos: z
    .array(z.enum(TIPOS_DOCUMENTO_EDITAL, { error: "Escolha entre PDF, imagem e planilha." }))
    .min(1, "Escolha ao menos um tipo de arquivo.")
    .refine((t) => new Set(t).size === t.length, "Não repita um tipo de arquivo."),
  expira: z.boolean({ error: "Use true ou false." }).default(false),
  validade_dias: z
    .number({ error: "Informe a validade em dias." })
    .int("Use um número inteiro de dias.")
    .min(L.validadeDias.min, "A validade é de ao menos 1 dia.")
    .max(L.validadeDias.max, "A validade vai até 3.650 dias.")
    .nullable()
    .default(null),
});

export const GrupoEditalBody = z.strictObject({
  titulo: Texto(1, 200),
  ordem,
  descricao,
  /** A group that proves capacity for one of the tender's services; none: it counts for them all. */
  servico: Id.nullable().default(null),
  documentos: z.array(DocumentoEditalBody).max(50, "Use até 50 documentos por grupo.").default([]),
});

export const EtapaEditalBody = z.strictObject({
  titulo: Texto(1, 200),
  descricao,
  tipo_etapa: z
    .enum(Object.keys(TIPOS_ETAPA) as [TipoEtapa, ...TipoEtapa[]], { error: "Escolha um tipo de etapa." })
    .default("HABILIDADE_TECNICA"),
  ordem,
  data_inicio: dataBr.nullable().default(null),
  data_fim: dataBr.nullable().default(null),
  grupos: z.array(GrupoEditalBody).max(20, "Use até 20 grupos por etapa.").default([]),
});

/** A tender as staff write it: what `check` needs complete may still be missing in a draft. */
export const EditalBody = z
  .strictObject({
    numero_edital: Texto(1, L.numero),
    titulo: Texto(3, L.titulo),
    objeto: Texto(10, L.objeto),
    servicos: z.array(Id).min(1, "Escolha ao menos um serviço.").max(100),
    avaliadores: z.array(Id).max(50).default([]),
    prazo_recurso_dias: z
      .number({ error: "Informe o prazo de recurso em dias." })
      .int("Use um número inteiro de dias.")
      .min(L.prazoRecursoDias.min, "O prazo de recurso é de ao menos 1 dia.")
      .max(L.prazoRecursoDias.max, "O prazo de recurso vai até 30 dias.")
      .default(5),
    etapas: z.array(EtapaEditalBody).min(1, "Inclua ao menos uma etapa.").max(10, "Use até 10 etapas."),
  })
  .superRefine((e, ctx) => {
    const ordens = e.etapas.map((x) => x.ordem);
    if (new Set(ordens).size !== ordens.length)
      ctx.addIssue({ code: "custom", path: ["etapas"], message: "Duas etapas não podem ter a mesma ordem." });
    e.etapas.forEach((etapa, i) => {
      if (etapa.data_inicio && etapa.data_fim && etapa.data_fim < etapa.data_inicio)
        ctx.addIssue({
          code: "custom",
          path: ["etapas", i, "data_fim"],
          message: "O fim da etapa deve ser igual ou posterior ao início.",
        });
      etapa.grupos.forEach((g, j) => {
        if (g.servico !== null && !e.servicos.includes(g.servico))
          ctx.addIssue({
            code: "custom",
            path: ["etapas", i, "grupos", j, "servico"],
            message: "Escolha um dos serviços do edital.",
          });
      });
    });
  })
  .openapi("EditalCorpo");
export type EditalBody = z.infer<typeof EditalBody>;

const id = z.number().int();
const texto = z.string();
const StatusSchema = z.object({ codigo: texto, descricao: texto, cor: texto }).openapi("EditalStatus");
const ServicoDoEditalSchema = z.object({ id, codigo: texto, titulo: texto }).openapi("EditalServico");

/** A tender's file (notice or annex), its bytes from the route that serves them. */
export const EditalArquivoSchema = z
  .object({
    id,
    tipo: z.enum(["EDITAL", "ANEXO"]),
    titulo: texto,
    arquivo: ArquivoSchema,
    dtainclusao: texto,
  })
  .openapi("EditalArquivo");

/** A tender in a list: enough to pick it and know when enrolment runs. */
export const EditalResumoSchema = z
  .object({
    id,
    numero_edital: texto,
    titulo: texto,
    status: StatusSchema,
    dtapublicacao: texto.nullable(),
    /** The first stage's start and the last stage's end (AAAA-MM-DD), null while a draft has no dates. */
    inicio: texto.nullable(),
    fim: texto.nullable(),
    servicos: z.number().int(),
  })
  .openapi("EditalResumo");

export const DocumentoEditalSchema = z
  .object({
    id,
    nome: texto,
    descricao: texto,
    obrigatorio: z.boolean(),
    /** Kinds as lib/regras/edital.ts names them. */
    tipos: z.array(texto),
    expira: z.boolean(),
    validade_dias: z.number().int().nullable(),
  })
  .openapi("EditalDocumento");

export const EditalDetalheSchema = z
  .object({
    id,
    numero_edital: texto,
    titulo: texto,
    objeto: texto,
    prazo_recurso_dias: z.number().int(),
    versao: z.number().int(),
    status: StatusSchema,
    dtapublicacao: texto.nullable(),
    servicos: z.array(ServicoDoEditalSchema),
    /** Who evaluates it: staff read them; anyone else reads an empty list. */
    avaliadores: z.array(z.object({ id, nome: texto, email: texto })),
    etapas: z.array(
      z.object({
        id,
        titulo: texto,
        descricao: texto,
        tipo_etapa: z.enum(Object.keys(TIPOS_ETAPA) as [TipoEtapa, ...TipoEtapa[]]),
        ordem: z.number().int(),
        /** AAAA-MM-DD. */
        data_inicio: texto.nullable(),
        data_fim: texto.nullable(),
        grupos: z.array(
          z.object({
            id,
            titulo: texto,
            ordem: z.number().int(),
            descricao: texto,
            servico: ServicoDoEditalSchema.nullable(),
            documentos: z.array(DocumentoEditalSchema),
          }),
        ),
      }),
    ),
    arquivos: z.array(EditalArquivoSchema),
    acoes: z.array(texto),
  })
  .openapi("EditalDetalhe");

export const EditaisQuery = PaginationQuery.extend({
  search: z.string().trim().max(100, "Busque com até 100 caracteres.").optional(),
  situacao: z.enum(SITUACOES_EDITAL, { error: "Escolha uma situação de edital." }).optional(),
}).strict();

export const EditaisPageSchema = paginatedSchema(EditalResumoSchema, "EditaisPage");

export const ArquivoEditalForm = z
  .strictObject({
    tipo: z.enum(["EDITAL", "ANEXO"], { error: "Escolha EDITAL ou ANEXO." }),
    titulo: Texto(1, 200).optional(),
    arquivo: z
      .instanceof(File, { message: "Anexe o arquivo em PDF." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("EditalArquivoEnvio");

export const ArquivoDoEditalParams = z.object({ id: QueryId, arquivo: QueryId });

/** A tender's avaliador-group users, for the editor's choice. */
export const AvaliadorSchema = z.object({ id, nome: texto, email: texto }).openapi("EditalAvaliador");
