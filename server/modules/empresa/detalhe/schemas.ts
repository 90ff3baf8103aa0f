import { z } from "@hono/zod-openapi";
import { CorSchema } from "../../status";
import { EmpresaBuscadaSchema } from "../busca/schemas";
import { CredenciamentoSchema, DocumentoSchema } from "../credenciamento/schemas";

const id = z.number().int();
const texto = z.string();
const Ref = z.object({ id, descricao: texto });
const Nome = z.object({ nome: texto, sobrenome: texto });

export const SolicitacaoDaEmpresaSchema = z
  .object({
    id,
    nrosolicitacao: texto,
    servico: z.object({ id, titulo: texto }),
    substatus: CorSchema,
    dtainclusao: texto,
  })
  .openapi("EmpresaSolicitacao");

export const EmpresaDetalheSchema = EmpresaBuscadaSchema.omit({ estado: true })
  .extend({
    /** The full CPF of a rural producer, for gestores, coordenadores and admins only (VEEM_CPF); else null. */
    cpf: texto.nullable(),
    sicab: texto.nullable(),
    /** The programmes of the services it is accredited for or its requests are for. */
    programa: z.array(Ref),
    cep_mask: texto,
    logradouro: texto,
    complemento: texto,
    estado: z.object({ id, sigla: texto, nome: texto }),
    telefone: texto,
    email: texto,
    /** Its documents on file, newest first; each downloads at GET /empresa/{empresa}/documentos/{documento}/arquivo/. */
    documentos: z.array(DocumentoSchema),
    contatos: z.object({
      /** The portal's users linked to the company. */
      usuarios: z.array(Nome.extend({ id, email: texto })),
      /** Its owners (rural producers) and managing partners. */
      pessoas: z.array(
        Nome.extend({
          id,
          papel: z.enum(["PROPRIETARIO", "SOCIO_ADMINISTRADOR"]),
          cpf_mask: texto.nullable(),
        }),
      ),
    }),
    /** Its accreditations by service, in whatever state (the accreditation screens act on them). */
    credenciamentos: z.array(
      CredenciamentoSchema.pick({
        id: true,
        servico: true,
        status: true,
        ativo: true,
        suspenso: true,
        motivo: true,
        dtainclusao: true,
        dtaatualizacao: true,
      }),
    ),
    /** Its latest requests (as client, chosen provider or bidder), newest first, and how many there are. */
    solicitacoes: z.object({ count: z.number().int(), results: z.array(SolicitacaoDaEmpresaSchema) }),
  })
  .openapi("EmpresaDetalhe");
