import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { Id, QueryBool, QueryId, Texto } from "../../lib/params";
import { ACOES_ASSINATURA } from "./workflow";

const id = z.number().int();
const texto = z.string();

const Sha256 = z
  .string({ error: "Informe o resumo SHA-256 do contrato que você viu." })
  .regex(/^[0-9a-fA-F]{64}$/, "Resumo SHA-256 inválido.");

const Papel = z.enum(["CLIENTE", "PRESTADOR", "GESTOR"]);
const Empresa = z.object({ id, nomefantasia: texto });

export const ContratoSchema = z
  .object({
    id,
    solicitacao: id,
    proposta: id,
    empresa: Empresa.extend({ razaosocial: texto }),
    /** The programme party (the service's programme), as the contract's PDF names it. */
    programa: texto,
    sha256: texto,
    dtainclusao: texto,
    /** Every signature is in: the signed PDF is available. */
    completo: z.boolean(),
    assinaturas: z.array(
      z.object({
        id,
        papel: Papel,
        empresa: Empresa.nullable(),
        assinado: z.boolean(),
        via: z.enum(["PORTAL", "LINK", "LOTE"]).nullable(),
        nome: texto.nullable(),
        cpf_mask: texto.nullable(),
        dtaassinatura: texto.nullable(),
        /**
         * Where the signature was made from: the address and the browser's user agent. Only for the staff
         * who run contracting (gestor, coordenador, interno); absent for everyone else.
         */
        origem: z.object({ ip: texto.nullable(), user_agent: texto.nullable() }).optional().openapi({
          description: "Só para a equipe que conduz a contratação (gestor, coordenador, interno).",
        }),
        /** What the user may do now on this side, from the signature's table. */
        acoes: z.array(z.enum(ACOES_ASSINATURA)),
      }),
    ),
  })
  .openapi("Contrato");

export const PdfQuery = z.strictObject({ empresa: QueryId.optional() });

export const ContratoPathParams = z.object({ solicitacao: QueryId, proposta: QueryId });

/** Sending the contracts may set the cost centre at the same time (the final analysis chooses it). */
export const EnvioContratosBody = z
  .strictObject({ centrocusto: Id.optional() })
  .openapi("SolicitacaoEnvioContratos");

export const AssinaBody = z.strictObject({ contrato: Id, sha256: Sha256 }).openapi("ContratoAssinatura");

export const AssinaLinkBody = z
  .strictObject({
    token: z.string().min(20, "Link inválido.").max(200, "Link inválido."),
    nome: Texto(3, 200),
    cpf: z.string({ error: "Preencha este campo." }).min(1, "Preencha este campo.").max(14, "CPF inválido."),
    sha256: Sha256,
  })
  .openapi("ContratoAssinaturaPorLink");

export const ContratoDoLinkSchema = z
  .object({
    assinatura: z.object({ id, papel: Papel, parte: texto.nullable() }),
    contrato: z.object({ id, sha256: texto, tamanho: id }),
    solicitacao: z.object({ nrosolicitacao: texto, servico: texto }),
  })
  .openapi("ContratoDoLink");

export const LoteQuery = PaginationQuery.extend({
  search: z.string().max(100).optional(),
  prontas: QueryBool.optional(),
}).strict();

export const AssinaturaDoProgramaSchema = z
  .object({
    id,
    contrato: z.object({ id, sha256: texto }),
    solicitacao: z.object({ id, nrosolicitacao: texto }),
    proposta: id,
    empresa: Empresa,
    prestador: Empresa,
    servico: texto,
    valor_bruto: z.number(),
    valor_subsidio: z.number(),
    partes_assinadas: z.boolean(),
    dtainclusao: texto,
  })
  .openapi("AssinaturaDoPrograma");

export const AssinaturasDoProgramaPage = paginatedSchema(AssinaturaDoProgramaSchema, "AssinaturasDoPrograma");

export const OrdemServicoForm = z
  .strictObject({
    documento: z
      .instanceof(File, { message: "Anexe a ordem de serviço no campo documento." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("AutorizacaoExecucao");
