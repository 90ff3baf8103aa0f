import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { arquivo, escrita, formulario, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { fileResponse } from "../../lib/files";
import { IdParam } from "../../lib/params";
import { arquivoDoCertificado, certificadosDoProjeto, inserirCertificado } from "./certificado";
import { CertificadoForm, CertificadoPathParams, CertificadoSchema } from "./schemas";

/** Certificates a provider attaches to its project; the final attestation lists them. */
export const certificadoRoutes = new OpenAPIHono<HubEnv>();

// GET /projeto/externo/{id}/certificados/ – the project's certificates, for its parties and staff
leitura(
  certificadoRoutes,
  { path: "/projeto/externo/{id}/certificados/", acao: "avaliacao.ver", tags: ["projeto"], params: IdParam },
  json(z.array(CertificadoSchema), "Certificados"),
  ({ db, user, params }) => certificadosDoProjeto(db, user, params.id),
);

// POST /projeto/externo/{id}/certificados/ – the provider attaches a certificate (PDF, multipart)
escrita(
  certificadoRoutes,
  {
    method: "post",
    path: "/projeto/externo/{id}/certificados/",
    acao: "projeto.conduzir",
    tags: ["projeto"],
    params: IdParam,
    body: formulario(CertificadoForm),
  },
  {
    201: json(z.object({ id: z.number().int() }), "Certificado inserido"),
    409: json(ErrorSchema, "O projeto já foi concluído"),
  },
  async ({ db, user, params, body, now }) => ({
    id: await inserirCertificado(db, user, params.id, body, now),
  }),
);

// GET /projeto/externo/{projeto}/certificados/{certificado}/arquivo/ – a certificate's PDF
leitura(
  certificadoRoutes,
  {
    path: "/projeto/externo/{projeto}/certificados/{certificado}/arquivo/",
    acao: "avaliacao.ver",
    tags: ["projeto"],
    params: CertificadoPathParams,
  },
  arquivo("Certificado (PDF)"),
  async ({ db, user, params }) =>
    fileResponse(await arquivoDoCertificado(db, user, params.projeto, params.certificado)),
);
