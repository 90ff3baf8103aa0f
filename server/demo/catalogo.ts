import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Conn } from "../db/client";
import {
  areaAtuacao,
  etapaModelo,
  modeloOferta,
  programa,
  servico,
  subtema,
  tema,
  tipoServico,
} from "../db/schema";
import { CONTRATACAO_INTERNA, PROGRAMA, TEMAS, type ServicoSeed } from "./data/catalogo";
import { SERVICOS_GESTAO } from "./data/servicos-gestao";
import { SERVICOS_OPERACAO } from "./data/servicos-operacao";
import { SERVICOS_RURAIS } from "./data/servicos-rurais";
import { chunks, idsBy, need } from "../db/referencia";

export const SERVICOS: ServicoSeed[] = [...SERVICOS_GESTAO, ...SERVICOS_OPERACAO, ...SERVICOS_RURAIS];

/** Programmes, themes and subthemes, then the services with their offer models and stages. */
export async function seedCatalogo(db: Conn): Promise<void> {
  await db
    .insert(programa)
    .values(
      Object.values(PROGRAMA).map((descricao) => ({
        descricao,
        contratacaoInterna: CONTRATACAO_INTERNA.includes(descricao),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(tema)
    .values(Object.keys(TEMAS).map((descricao) => ({ descricao })))
    .onConflictDoNothing();
  const temas = await idsBy(db, tema, tema.descricao, Object.keys(TEMAS));
  await db
    .insert(subtema)
    .values(
      Object.entries(TEMAS).flatMap(([t, subs]) =>
        subs.map((descricao) => ({ temaId: need(temas, t, "tema"), descricao })),
      ),
    )
    .onConflictDoNothing();

  const subtemas = new Map(
    (
      await db
        .select({ id: subtema.id, tema: tema.descricao, descricao: subtema.descricao })
        .from(subtema)
        .innerJoin(tema, eq(tema.id, subtema.temaId))
    ).map((r) => [`${r.tema}|${r.descricao}`, r.id]),
  );
  const programas = await idsBy<string>(db, programa, programa.descricao);
  const tipos = await idsBy<string>(db, tipoServico, tipoServico.descricao);
  const areas = await idsBy<string>(db, areaAtuacao, areaAtuacao.descricao);

  await db
    .insert(servico)
    .values(
      SERVICOS.map((s) => ({
        codigo: s.codigo,
        titulo: s.titulo,
        descricao: s.descricao,
        ativo: s.ativo ?? true,
        tipoId: need(tipos, s.tipo, "tipo de serviço"),
        programaId: need(programas, s.programa, "programa"),
        subtemaId: need(subtemas, `${s.tema}|${s.subtema}`, "subtema"),
        areaAtuacaoId: need(areas, s.area, "área de atuação"),
        exigeDiagnostico: s.exigeDiagnostico ?? false,
        porcentagemSubsidio: s.porcentagemSubsidio.toFixed(2),
      })),
    )
    .onConflictDoNothing();
  const servicos = await idsBy(
    db,
    servico,
    servico.codigo,
    SERVICOS.map((s) => s.codigo),
  );

  await db
    .insert(modeloOferta)
    .values(
      SERVICOS.flatMap((s) =>
        s.ofertas.map((o) => ({
          servicoId: need(servicos, s.codigo, "serviço"),
          titulo: o.titulo,
          descricao: o.descricao,
          imagem: null,
          cargaHoraria: o.cargaHoraria,
          valor: o.valor.toFixed(2),
          ativo: s.ativo ?? true,
          destaque: o.destaque ?? false,
          recomendado: o.recomendado ?? false,
        })),
      ),
    )
    .onConflictDoNothing();
  const modelos = new Map(
    (
      await db
        .select({ id: modeloOferta.id, servicoId: modeloOferta.servicoId, titulo: modeloOferta.titulo })
        .from(modeloOferta)
        .where(inArray(modeloOferta.servicoId, [...servicos.values()]))
    ).map((r) => [`${r.servicoId}|${r.titulo}`, r.id]),
  );

  const etapas = SERVICOS.flatMap((s) =>
    s.ofertas.flatMap((o) => {
      const modeloOfertaId = need(modelos, `${need(servicos, s.codigo, "serviço")}|${o.titulo}`, "modelo");
      return o.etapas.map(([titulo, descricao, entregavel], i) => ({
        modeloOfertaId,
        ordem: i + 1,
        titulo,
        descricao,
        entregavel,
      }));
    }),
  );
  for (const chunk of chunks(etapas, 500)) {
    await db.insert(etapaModelo).values(chunk).onConflictDoNothing();
  }
}
