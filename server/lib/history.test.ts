import { expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { readHistory, SO_EQUIPE, writeHistory } from "./history";

const api = usarApiDeTeste();

it("reads a state change in the entity's words and a field change as it was written", async () => {
  await writeHistory(api.db, [
    {
      entidade: "etapa_projeto",
      entidadeId: 999_001,
      acao: "ENTREGAR",
      de: "PENDENTE",
      para: "ENTREGUE",
      audiencias: SO_EQUIPE,
    },
    {
      entidade: "etapa_projeto",
      entidadeId: 999_001,
      acao: "DEVOLVER",
      de: "ENTREGUE",
      para: "DEVOLVIDA",
      audiencias: SO_EQUIPE,
    },
    {
      entidade: "nota",
      entidadeId: 999_001,
      acao: "PAGAR",
      de: "ENVIADA",
      para: "PAGA",
      audiencias: SO_EQUIPE,
    },
    {
      entidade: "solicitacao",
      entidadeId: 999_001,
      acao: "ALTERAR_CONSULTOR",
      de: "Ana Souza",
      para: "ENTREGUE",
      audiencias: SO_EQUIPE,
    },
  ]);
  const linhas = await readHistory(
    api.db,
    [
      ["etapa_projeto", 999_001],
      ["nota", 999_001],
      ["solicitacao", 999_001],
    ],
    "equipe",
  );
  expect(linhas.map((l) => [l.descricao, l.de, l.para])).toEqual([
    ["Entrega da etapa enviada", "Pendente", "Entregue"],
    ["Entrega da etapa devolvida para ajustes", "Entregue", "Devolvida para ajustes"],
    ["Nota fiscal paga", "Enviada", "Paga"],
    // Not a state of a request: a consultant's name (however it is spelt) is shown as written.
    ["Consultor vinculado", "Ana Souza", "ENTREGUE"],
  ]);
});
