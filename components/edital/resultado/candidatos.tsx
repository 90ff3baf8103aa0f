"use client";
import { Cartao } from "@/components/ui/cartao";
import { Etiqueta } from "@/components/ui/etiqueta";
import { LONGA } from "./servicos";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { QueryBlock } from "@/components/ui/query-block";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { maskCNPJ } from "@/lib/format";
import { EDITAL_PATH } from "@/lib/paths";
import { ROTULO_RESULTADO_SERVICO } from "@/lib/regras/edital";
import { useCandidatos, type Candidato } from "@/services/edital/resultado";

const RESULTADO = ROTULO_RESULTADO_SERVICO;

function Servicos({ c }: { c: Candidato }) {
  return (
    <div className="fileira" style={{ gap: 4 }}>
      {c.servicos.map((s) => {
        const [cor, rotulo] = s.resultado ? RESULTADO[s.resultado] : [undefined, "Pendente"];
        return (
          <Etiqueta key={s.id} color={cor} style={LONGA}>
            {rotulo}: {s.titulo}
          </Etiqueta>
        );
      })}
    </div>
  );
}

/** A tender's candidates for staff (SPEC §2 "candidates"): each company, its state and stage, services and evaluator. */
export function Candidatos({ edital }: { edital: number }) {
  const query = useCandidatos(edital);
  return (
    <Cartao
      title={<TituloPagina>Candidatos do edital</TituloPagina>}
      extra={<Link href={EDITAL_PATH.resultado(edital)}>Resultado preliminar</Link>}
    >
      <QueryBlock
        query={query}
        isEmpty={(d) => !d.length}
        empty="Nenhuma empresa se inscreveu neste edital ainda."
        erro="Não foi possível carregar os candidatos."
      >
        {(candidatos) => (
          <Lista
            dataSource={candidatos}
            renderItem={(c) => (
              <Lista.Item extra={<TagDeCor cor={c.status.cor}>{c.status.descricao}</TagDeCor>}>
                <Lista.Item.Meta
                  title={c.empresa.nomefantasia}
                  description={[
                    c.empresa.cnpj && `CNPJ ${maskCNPJ(c.empresa.cnpj)}`,
                    c.etapa_atual && `Etapa: ${c.etapa_atual}`,
                    `Avaliador: ${c.avaliador?.nome ?? "a definir"}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                />
                <Servicos c={c} />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
    </Cartao>
  );
}
