import { Progress } from "antd";
import type { ProjetoExterno } from "@/services/projeto";

/** How many of the project's stages are approved, as a bar. */
export const Andamento = ({ p }: { p: ProjetoExterno }) => (
  <Progress
    percent={
      p.etapas_resumo.total ? Math.round((100 * p.etapas_resumo.aprovadas) / p.etapas_resumo.total) : 0
    }
    size="small"
    // Not "success" at 100%: its green text on white fails the contrast check.
    status="normal"
    format={() => `${p.etapas_resumo.aprovadas}/${p.etapas_resumo.total}`}
    aria-label={`${p.etapas_resumo.aprovadas} de ${p.etapas_resumo.total} etapas aprovadas`}
  />
);
