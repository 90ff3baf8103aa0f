"use client";
import "../publico/edital.css";
import { useState, type Dispatch, type SetStateAction } from "react";
import { Button, Space } from "antd";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Vazio } from "@/components/ui/vazio";
import { TIPOS_ETAPA, TIPO_ETAPA_PADRAO, type TipoEtapa } from "@/lib/regras/edital";
import { useModal } from "@/stores/modals";
import { ModalDocumento, ModalEtapa, ModalGrupo } from "./modais";
import type { Documento, Etapa, Grupo } from "./rascunho";

/** What a dialog is filling: a stage, a group of stage `etapa`, or a document of its group `grupo` (null: a new one). */
type Alvo =
  | { de: "etapa"; etapa: number | null }
  | { de: "grupo"; etapa: number; grupo: number | null }
  | { de: "documento"; etapa: number; grupo: number; documento: number | null };

const porOrdem = <T extends { ordem: number }>(lista: T[]) => [...lista].sort((a, b) => a.ordem - b.ordem);
const trocar = <T,>(lista: T[], i: number | null, novo: T) =>
  i === null ? [...lista, novo] : lista.map((x, j) => (j === i ? novo : x));
const periodo = (e: Etapa) =>
  e.data_inicio && e.data_fim ? `${e.data_inicio} a ${e.data_fim}` : "Sem datas de início e fim";

/**
 * The stages of the tender being written, in `ordem`, each with its groups and their documents; the
 * dialogs add and change them, and the editor keeps the result in its draft.
 */
export function EtapasDoEditor({
  etapas,
  setEtapas,
  servicos,
}: {
  etapas: Etapa[];
  setEtapas: Dispatch<SetStateAction<Etapa[]>>;
  servicos: { value: number; label: string }[];
}) {
  const [alvo, setAlvo] = useState<Alvo>({ de: "etapa", etapa: null });
  const [, abrirEtapa] = useModal("tenderStageCreation");
  const [, abrirGrupo] = useModal("createGroup");
  const [, abrirDocumento] = useModal("createDocument");
  const abrir = (a: Alvo) => {
    setAlvo(a);
    ({ etapa: abrirEtapa, grupo: abrirGrupo, documento: abrirDocumento })[a.de]();
  };
  const mudarEtapa = (i: number, muda: (e: Etapa) => Etapa) =>
    setEtapas((lista) => porOrdem(lista.map((e, j) => (j === i ? muda(e) : e))));
  const grupos = (e: Etapa) => e.grupos ?? [];
  const ordenadas = etapas.map((e, i) => ({ e, i })).sort((a, b) => a.e.ordem - b.e.ordem);

  return (
    <section aria-labelledby="etapas-do-edital">
      <div className="barra-da-lista">
        <h2 id="etapas-do-edital" className="titulo-de-secao">
          Etapas
        </h2>
        <Button icon={<PlusOutlined />} onClick={() => abrir({ de: "etapa", etapa: null })}>
          Nova etapa
        </Button>
      </div>
      {!etapas.length && <Vazio>Inclua ao menos uma etapa.</Vazio>}
      {ordenadas.map(({ e, i }) => (
        <article key={i} className="etapa-do-edital" aria-label={`Etapa ${e.ordem}: ${e.titulo}`}>
          <div className="barra-da-lista">
            <div>
              <h3>
                {e.ordem}. {e.titulo}
              </h3>
              <Space wrap size={4}>
                <Etiqueta>{TIPOS_ETAPA[(e.tipo_etapa ?? TIPO_ETAPA_PADRAO) as TipoEtapa]}</Etiqueta>
                <span>{periodo(e)}</span>
              </Space>
            </div>
            <Space wrap size={4}>
              <Button icon={<EditOutlined />} onClick={() => abrir({ de: "etapa", etapa: i })}>
                Editar etapa
              </Button>
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remover a etapa ${e.titulo}`}
                onClick={() => setEtapas((lista) => lista.filter((_, j) => j !== i))}
              />
            </Space>
          </div>
          {porOrdem(grupos(e).map((g, gi) => ({ ...g, gi }))).map((g) => (
            <div key={g.gi} className="grupo-do-edital">
              <div className="barra-da-lista">
                <h4>
                  {g.titulo}
                  {g.servico && ` — ${servicos.find((s) => s.value === g.servico)?.label ?? "serviço"}`}
                </h4>
                <Space wrap size={4}>
                  <Button size="small" onClick={() => abrir({ de: "grupo", etapa: i, grupo: g.gi })}>
                    Editar grupo
                  </Button>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => abrir({ de: "documento", etapa: i, grupo: g.gi, documento: null })}
                  >
                    Novo documento
                  </Button>
                  <Button
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`Remover o grupo ${g.titulo}`}
                    onClick={() =>
                      mudarEtapa(i, (x) => ({ ...x, grupos: grupos(x).filter((_, j) => j !== g.gi) }))
                    }
                  />
                </Space>
              </div>
              {(g.documentos ?? []).length ? (
                <ul className="documentos-do-grupo">
                  {(g.documentos ?? []).map((d, di) => (
                    <li key={di}>
                      <span>
                        {d.nome} {d.obrigatorio === false ? "(opcional)" : "(obrigatório)"} ·{" "}
                        {(d.tipos ?? []).join(", ")}
                        {d.expira && d.validade_dias ? ` · válido por ${d.validade_dias} dias` : ""}
                      </span>
                      <Button
                        size="small"
                        type="link"
                        onClick={() => abrir({ de: "documento", etapa: i, grupo: g.gi, documento: di })}
                      >
                        Editar
                      </Button>
                      <Button
                        size="small"
                        type="link"
                        danger
                        onClick={() =>
                          mudarEtapa(i, (x) => ({
                            ...x,
                            grupos: grupos(x).map((y, j) =>
                              j === g.gi
                                ? { ...y, documentos: (y.documentos ?? []).filter((_, k) => k !== di) }
                                : y,
                            ),
                          }))
                        }
                      >
                        Remover
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="texto-secundario">Nenhum documento neste grupo.</p>
              )}
            </div>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => abrir({ de: "grupo", etapa: i, grupo: null })}
          >
            Novo grupo
          </Button>
        </article>
      ))}
      <Dialogos alvo={alvo} etapas={etapas} setEtapas={setEtapas} servicos={servicos} />
    </section>
  );
}

/** The dialog of what `alvo` points at, filled with it (or with a new piece's defaults). */
function Dialogos({
  alvo,
  etapas,
  setEtapas,
  servicos,
}: {
  alvo: Alvo;
  etapas: Etapa[];
  setEtapas: Dispatch<SetStateAction<Etapa[]>>;
  servicos: { value: number; label: string }[];
}) {
  const proximaOrdem = (lista: { ordem: number }[]) => Math.max(0, ...lista.map((x) => x.ordem)) + 1;
  const etapa = alvo.etapa === null ? null : etapas[alvo.etapa];
  const grupo = alvo.de === "documento" ? (etapa?.grupos ?? [])[alvo.grupo] : null;
  const mudarGrupos = (i: number, muda: (g: Grupo[]) => Grupo[]) =>
    setEtapas((lista) => lista.map((e, j) => (j === i ? { ...e, grupos: muda(e.grupos ?? []) } : e)));
  return (
    <>
      <ModalEtapa
        titulo={etapa ? `Editar a etapa ${etapa.titulo}` : "Nova etapa"}
        inicial={
          alvo.de === "etapa" && etapa
            ? etapa
            : { tipo_etapa: TIPO_ETAPA_PADRAO, ordem: proximaOrdem(etapas), descricao: "" }
        }
        salvar={(v) =>
          setEtapas((lista) =>
            porOrdem(
              trocar(lista, alvo.etapa, { ...v, grupos: etapa && alvo.de === "etapa" ? etapa.grupos : [] }),
            ),
          )
        }
      />
      {alvo.de === "grupo" && (
        <ModalGrupo
          titulo={alvo.grupo === null ? "Novo grupo" : "Editar grupo"}
          servicos={servicos}
          inicial={
            alvo.grupo === null
              ? { ordem: proximaOrdem(etapa?.grupos ?? []), descricao: "", servico: null }
              : (etapa?.grupos ?? [])[alvo.grupo]
          }
          salvar={(v) =>
            mudarGrupos(alvo.etapa, (gs) =>
              trocar(gs, alvo.grupo, {
                ...v,
                documentos: alvo.grupo === null ? [] : gs[alvo.grupo].documentos,
              }),
            )
          }
        />
      )}
      {alvo.de === "documento" && (
        <ModalDocumento
          titulo={alvo.documento === null ? `Novo documento de ${grupo?.titulo}` : "Editar documento"}
          inicial={
            alvo.documento === null
              ? { obrigatorio: true, tipos: ["pdf"], expira: false, descricao: "" }
              : (grupo?.documentos ?? [])[alvo.documento]
          }
          salvar={(v: Documento) =>
            mudarGrupos(alvo.etapa, (gs) =>
              gs.map((g, j) =>
                j === alvo.grupo ? { ...g, documentos: trocar(g.documentos ?? [], alvo.documento, v) } : g,
              ),
            )
          }
        />
      )}
    </>
  );
}
