import "server-only";
import type { Conn } from "../client";
import { seedCatalogo } from "./catalogo";
import { seedCentrosCusto } from "./centros-custo";
import { seedConsultores } from "./consultores";
import { seedContratacao } from "./contratacao";
import { seedCredenciamentos } from "./credenciamentos";
import { seedEmpresaDocumentos } from "./empresa-documentos";
import { seedEmpresas } from "./empresas";
import { seedMensagens } from "./mensagens";
import { seedOrganizacao } from "./organizacao";
import { seedPerguntas } from "./perguntas";
import { seedPessoas } from "./pessoas";
import { seedPortalDocumentos } from "./portal-documento";
import { seedQuestionarios } from "./questionarios";
import { seedSolicitacoes } from "./solicitacoes";
import { seedUsuarios } from "./usuarios";

/**
 * Demo data (DESIGN §7): the demo accounts, organisation, catalogue, companies and accreditations,
 * evaluation questionnaires, requests and their contracting, and a request's chat.
 * Needs `seedReference` first. Idempotent: existing rows are kept as they are (natural keys), but
 * demo rows someone deleted are created again.
 */
export async function seedDemo(db: Conn): Promise<void> {
  await seedUsuarios(db);
  await seedOrganizacao(db);
  await seedCatalogo(db);
  await seedEmpresas(db);
  await seedPessoas(db);
  await seedConsultores(db);
  await seedEmpresaDocumentos(db);
  await seedCredenciamentos(db);
  await seedPerguntas(db);
  await seedQuestionarios(db);
  await seedPortalDocumentos(db);
  await seedSolicitacoes(db);
  await seedContratacao(db);
  await seedCentrosCusto(db);
  await seedMensagens(db);
}
