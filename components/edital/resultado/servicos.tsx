import { Etiqueta } from "@/components/ui/etiqueta";

/** A tag holding a service's whole title wraps within a phone's width rather than pushing the page sideways. */
export const LONGA = { whiteSpace: "normal", maxWidth: "100%" } as const;

type Servico = { id: number; titulo: string };

/** A candidate's services by result: approved in green, refused in red; nothing yet reads as pending. */
export function ServicosDoResultado({
  aprovados,
  reprovados,
}: {
  aprovados: readonly Servico[];
  reprovados: readonly Servico[];
}) {
  return (
    <div className="fileira" style={{ gap: 4 }}>
      {aprovados.map((s) => (
        <Etiqueta key={s.id} color="green" style={LONGA}>
          Aprovado: {s.titulo}
        </Etiqueta>
      ))}
      {reprovados.map((s) => (
        <Etiqueta key={s.id} color="red" style={LONGA}>
          Reprovado: {s.titulo}
        </Etiqueta>
      ))}
    </div>
  );
}
