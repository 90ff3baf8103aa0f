import "server-only";
import type { Conn } from "../db/client";
import { seedCatalogo } from "./catalogo";
import { seedCentrosCusto } from "./centros-custo";
import { seedConsultores } from "./consultores";
import { seedContratacao } from "./contratacao";
import { seedCredenciamentos } from "./credenciamentos";
import { seedEmpresaDocumentos } from "./empresa-documentos";
import { seedEditaisInscricao } from "./editais-inscricao";
import { seedEditais } from "./editais";
import { seedEmpresas } from "./empresas";
import { seedIntegracao } from "./integracao";
import { seedMensagens } from "./mensagens";
import { seedOrganizacao } from "./organizacao";
import { seedPerguntas } from "./perguntas";
import { seedPessoas } from "./pessoas";
import { seedPortalDocumentos } from "./portal-documento";
import { seedQuestionarios } from "./questionarios";
import { seedSolicitacoes } from "./solicitacoes";
import { seedUsuarios } from "./usuarios";

// The parts the tests' own seed (tests/setup) is made of, and the data the tests and benchmarks check against.
export { SERVICOS, seedCatalogo } from "./catalogo";
export { seedEmpresas } from "./empresas";
export { seedOrganizacao } from "./organizacao";
export { seedPerguntas } from "./perguntas";
export { seedPessoas } from "./pessoas";
export { DOCUMENTOS, seedPortalDocumentos } from "./portal-documento";
export { seedPropostas } from "./propostas";
export { seedConsultoresUnidade } from "./solicitacoes";
export { seedUsuarios } from "./usuarios";
export { CONTRATACAO_INTERNA, PROGRAMA, TEMAS } from "./data/catalogo";
export { CLIENTES, PRESTADORES } from "./data/empresas";
export { AREAS_ATUACAO, UNIDADES } from "./data/organizacao";
export { PERGUNTAS } from "./data/perguntas";
export { PESSOAS } from "./data/pessoas";
export { SERVICOS_GESTAO } from "./data/servicos-gestao";
export { SERVICOS_OPERACAO } from "./data/servicos-operacao";
export { DEMO_PASSWORD } from "./data/usuarios";

/**
 * Demo data (DESIGN §7): the demo accounts, organisation, catalogue, companies and accreditations,
 * evaluation questionnaires, requests and their contracting, a request's chat, and what the metrics system
 * and the ERP were sent.
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
  await seedEditaisInscricao(db);
  await seedEditais(db);
  await seedIntegracao(db);
}
