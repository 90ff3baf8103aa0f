import "server-only";
import type { Conn } from "../db/client";
import {
  areaAtuacao,
  cidade,
  credenciamento,
  empresa,
  empresaUsuario,
  porte,
  servico,
  usuario,
} from "../db/schema";
import { CLIENTES, PRESTADORES, type EmpresaSeed } from "./data/empresas";
import { substatusId } from "../lib/status";
import { idsBy, need } from "../db/referencia";

const EMPRESAS: EmpresaSeed[] = [...CLIENTES, ...PRESTADORES];
const documento = (e: EmpresaSeed) => e.cnpj ?? e.cpf ?? "";

/** Client companies, rural producers and providers, their users and the providers' accreditations. */
export async function seedEmpresas(db: Conn): Promise<void> {
  const portes = await idsBy<string>(db, porte, porte.descricao);
  const areas = await idsBy<string>(db, areaAtuacao, areaAtuacao.descricao);
  const cidades = await idsBy(
    db,
    cidade,
    cidade.codigoIbge,
    EMPRESAS.map((e) => e.cidade),
  );
  await db
    .insert(empresa)
    .values(
      EMPRESAS.map((e) => ({
        tipo: e.tipo,
        cnpj: e.cnpj ?? null,
        cpf: e.cpf ?? null,
        razaosocial: e.razaosocial,
        nomefantasia: e.nomefantasia,
        porteId: need(portes, e.porte, "porte"),
        areaAtuacaoId: need(areas, e.area, "área de atuação"),
        cep: e.cep,
        logradouro: e.logradouro,
        complemento: e.complemento ?? "",
        cidadeId: need(cidades, e.cidade, "cidade (código IBGE)"),
        telefone: e.telefone,
        email: e.email,
      })),
    )
    .onConflictDoNothing();

  const porCnpj = await idsBy(
    db,
    empresa,
    empresa.cnpj,
    EMPRESAS.flatMap((e) => (e.cnpj ? [e.cnpj] : [])),
  );
  const porCpf = await idsBy(
    db,
    empresa,
    empresa.cpf,
    EMPRESAS.flatMap((e) => (e.cpf ? [e.cpf] : [])),
  );
  const empresaId = (e: EmpresaSeed) => need(e.cnpj ? porCnpj : porCpf, documento(e), "empresa");

  const usuarios = await idsBy(
    db,
    usuario,
    usuario.email,
    EMPRESAS.flatMap((e) => e.usuarios ?? []),
  );
  const vinculos = EMPRESAS.flatMap((e) =>
    (e.usuarios ?? []).map((email) => ({
      empresaId: empresaId(e),
      usuarioId: need(usuarios, email, "usuário"),
    })),
  );
  if (vinculos.length > 0) await db.insert(empresaUsuario).values(vinculos).onConflictDoNothing();

  const servicos = await idsBy(
    db,
    servico,
    servico.codigo,
    PRESTADORES.flatMap((e) => e.servicos ?? []),
  );
  const credenciado = await substatusId(db, "credenciamento", "CREDENCIADO");
  const credenciamentos = PRESTADORES.flatMap((e) =>
    (e.servicos ?? []).map((codigo) => ({
      empresaId: empresaId(e),
      servicoId: need(servicos, codigo, "serviço"),
      substatusId: credenciado,
    })),
  );
  if (credenciamentos.length > 0)
    await db.insert(credenciamento).values(credenciamentos).onConflictDoNothing();
}
