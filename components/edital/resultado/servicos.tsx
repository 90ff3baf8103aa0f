import { Etiqueta } from "@/components/ui/etiqueta";

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
        <Etiqueta key={s.id} color="green">
          Aprovado: {s.titulo}
        </Etiqueta>
      ))}
      {reprovados.map((s) => (
        <Etiqueta key={s.id} color="red">
          Reprovado: {s.titulo}
        </Etiqueta>
      ))}
    </div>
  );
}
