"use client";
import { Exportar } from "@/components/ui/exportar";
import { exportarEmpresas, type FiltroEmpresas } from "@/services/empresa";

/** The spreadsheet of the companies the current filters find, with the portal's one export button. */
export function ExportarEmpresas({ filtros }: { filtros: FiltroEmpresas }) {
  return <Exportar exportar={(progresso) => exportarEmpresas(filtros, progresso)} />;
}
