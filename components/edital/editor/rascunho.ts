"use client";
import { useEffect, useState } from "react";
import {
  CHAVE_RASCUNHO_ETAPAS,
  ERRO_RASCUNHO_ETAPAS,
  ETAPA_PADRAO,
  TIPO_ETAPA_PADRAO,
} from "@/lib/regras/edital";
import type { EditalCorpo } from "@/services/edital/edital";

export type Etapa = EditalCorpo["etapas"][number];
export type Grupo = NonNullable<Etapa["grupos"]>[number];
export type Documento = NonNullable<Grupo["documentos"]>[number];

/** SPEC §9: a new tender's first stage, with its two groups. */
export const etapaPadrao = (): Etapa => ({
  titulo: ETAPA_PADRAO.titulo,
  descricao: "",
  tipo_etapa: TIPO_ETAPA_PADRAO,
  ordem: 1,
  grupos: ETAPA_PADRAO.grupos.map((titulo, i) => ({
    titulo,
    ordem: i + 1,
    descricao: "",
    servico: null,
    documentos: [],
  })),
});

type Guardado = { edital: number | null; etapas: Etapa[] };

/**
 * The stages kept under `etapaDraft` for tender `edital` (null: a new one), or null. A draft that cannot
 * be read is logged as SPEC §6 says and dropped, so the editor opens on what the server has.
 */
export function lerRascunho(edital: number | null): Etapa[] | null {
  const texto = localStorage.getItem(CHAVE_RASCUNHO_ETAPAS);
  if (!texto) return null;
  try {
    const guardado = JSON.parse(texto) as Guardado;
    if (!Array.isArray(guardado.etapas)) throw new Error("rascunho sem etapas");
    return guardado.edital === edital ? guardado.etapas : null;
  } catch (err) {
    console.error(ERRO_RASCUNHO_ETAPAS, err);
    localStorage.removeItem(CHAVE_RASCUNHO_ETAPAS);
    return null;
  }
}

/**
 * The editor's stages, restored from the browser's draft when it is of the same tender and written back
 * on every change; `descartar` clears the draft once the tender is saved. The editor is drawn only in
 * the browser (pagina-editor.tsx), so reading localStorage while rendering is safe.
 */
export function useRascunhoDeEtapas(edital: number | null, iniciais: () => Etapa[]) {
  const [inicio] = useState(() => {
    const guardadas = lerRascunho(edital);
    return { etapas: guardadas ?? iniciais(), restaurado: guardadas !== null };
  });
  const [etapas, setEtapas] = useState<Etapa[]>(inicio.etapas);
  const [guardar, setGuardar] = useState(true);
  useEffect(() => {
    if (guardar)
      localStorage.setItem(CHAVE_RASCUNHO_ETAPAS, JSON.stringify({ edital, etapas } satisfies Guardado));
  }, [edital, etapas, guardar]);
  return {
    etapas,
    setEtapas,
    restaurado: inicio.restaurado,
    descartar: () => {
      setGuardar(false);
      localStorage.removeItem(CHAVE_RASCUNHO_ETAPAS);
    },
  };
}
