import "./edital.css";
import { formatDate } from "@/lib/format";
import { TIPOS_ETAPA } from "@/lib/regras/edital";
import type { EditalDetalhe } from "@/services/edital/edital";

const TIPOS_ARQUIVO: Record<string, string> = { pdf: "PDF", imagem: "imagem", planilha: "planilha" };

const periodo = (e: EditalDetalhe["etapas"][number]) =>
  e.data_inicio && e.data_fim
    ? `De ${formatDate(e.data_inicio)} a ${formatDate(e.data_fim)}`
    : "Datas ainda não definidas";

/**
 * A tender's stages in `ordem` (the server's order), each with its period, groups and the documents they
 * ask, in plain HTML: the public detail and the staff detail show them alike.
 */
export function EtapasDoEdital({ etapas }: { etapas: EditalDetalhe["etapas"] }) {
  if (!etapas.length) return <p className="texto-secundario">Nenhuma etapa cadastrada.</p>;
  return (
    <ol className="etapas-do-edital">
      {etapas.map((e) => (
        <li key={e.id} className="etapa-do-edital">
          <h3>
            {e.ordem}. {e.titulo}
          </h3>
          <p className="texto-secundario">
            {TIPOS_ETAPA[e.tipo_etapa]} · {periodo(e)}
          </p>
          {e.descricao && <p>{e.descricao}</p>}
          {e.grupos.map((g) => (
            <div key={g.id} className="grupo-do-edital">
              <h4>
                {g.titulo}
                {g.servico && ` — ${g.servico.titulo}`}
              </h4>
              {g.descricao && <p>{g.descricao}</p>}
              {g.documentos.length ? (
                <ul className="documentos-do-grupo">
                  {g.documentos.map((d) => (
                    <li key={d.id}>
                      <strong>{d.nome}</strong> {d.obrigatorio ? "(obrigatório)" : "(opcional)"} —{" "}
                      {d.tipos.map((t) => TIPOS_ARQUIVO[t] ?? t).join(", ")}
                      {d.expira && d.validade_dias ? `; válido por ${d.validade_dias} dias` : ""}
                      {d.descricao && <div className="texto-secundario">{d.descricao}</div>}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="texto-secundario">Nenhum documento neste grupo.</p>
              )}
            </div>
          ))}
        </li>
      ))}
    </ol>
  );
}
