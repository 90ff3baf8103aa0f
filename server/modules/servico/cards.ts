import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { modeloOferta, programa, servico, subtema, tema, tipoServico } from "../../db/schema";

/** An offer shows in the catalogue only while both it and its service are active. */
export const ofertaAtiva = and(eq(modeloOferta.ativo, true), eq(servico.ativo, true));

const cardColumns = {
  id: modeloOferta.id,
  titulo: modeloOferta.titulo,
  descricao: modeloOferta.descricao,
  imagem: modeloOferta.imagem,
  valor: modeloOferta.valor,
  cargaHoraria: modeloOferta.cargaHoraria,
  destaque: modeloOferta.destaque,
  recomendado: modeloOferta.recomendado,
  servicoId: servico.id,
  servicoCodigo: servico.codigo,
  servicoTitulo: servico.titulo,
  servicoDescricao: servico.descricao,
  exigeDiagnostico: servico.exigeDiagnostico,
  porcentagemSubsidio: servico.porcentagemSubsidio,
  tipoId: tipoServico.id,
  tipoDescricao: tipoServico.descricao,
  programaId: programa.id,
  programaDescricao: programa.descricao,
  subtemaId: subtema.id,
  subtemaDescricao: subtema.descricao,
  temaId: tema.id,
  temaDescricao: tema.descricao,
};

/** Offer models joined with everything a card shows; callers add where, order and limit. */
export const selectCards = (conn: Conn) =>
  conn
    .select(cardColumns)
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(tipoServico, eq(tipoServico.id, servico.tipoId))
    .innerJoin(programa, eq(programa.id, servico.programaId))
    .innerJoin(subtema, eq(subtema.id, servico.subtemaId))
    .innerJoin(tema, eq(tema.id, subtema.temaId));

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

// numeric columns come back as strings; the API promises JSON numbers.
export const toCard = (r: CardRow) => ({
  id: r.id,
  titulo: r.titulo,
  descricao: r.descricao,
  imagem: r.imagem,
  valor: Number(r.valor),
  carga_horaria: r.cargaHoraria,
  destaque: r.destaque,
  recomendado: r.recomendado,
  servico: {
    id: r.servicoId,
    codigo: r.servicoCodigo,
    titulo: r.servicoTitulo,
    exige_diagnostico: r.exigeDiagnostico,
    porcentagem_subsidio: Number(r.porcentagemSubsidio),
    tipo: { id: r.tipoId, descricao: r.tipoDescricao },
    programa: { id: r.programaId, descricao: r.programaDescricao },
    subtema: {
      id: r.subtemaId,
      descricao: r.subtemaDescricao,
      tema: { id: r.temaId, descricao: r.temaDescricao },
    },
  },
});
