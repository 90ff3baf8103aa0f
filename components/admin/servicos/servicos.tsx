"use client";
import { arquivaveis } from "@/components/admin/crud/arquivaveis";
import { ListaDeCadastro } from "@/components/admin/crud/lista-de-cadastro";
import { SERVICOS_ADMIN_PATH } from "@/lib/paths";
import { servicosInternos, useOpcoesDoServico, type ServicoInterno } from "@/services/servico-cadastro";

const comoOpcao = (r: { id: number; descricao: string }) => ({ value: String(r.id), label: r.descricao });

/** The services administrators keep: type, programme, offers and accredited providers of each. */
export function Servicos() {
  const opcoes = useOpcoesDoServico();
  return (
    <ListaDeCadastro<ServicoInterno>
      titulo="Serviços"
      singular="serviço"
      plural="serviços"
      busca="Código ou título"
      servico={servicosInternos}
      arquivo="servicos"
      {...arquivaveis<ServicoInterno>({
        base: SERVICOS_ADMIN_PATH,
        novo: "Novo serviço",
        singular: "serviço",
        artigo: "o",
        servico: servicosInternos,
        nome: (s) => `${s.codigo} · ${s.titulo}`,
        ordem: "titulo",
        filtros: [
          { campo: "tipo", rotulo: "Tipo", opcoes: (opcoes.data?.tipos ?? []).map(comoOpcao) },
          { campo: "programa", rotulo: "Programa", opcoes: (opcoes.data?.programas ?? []).map(comoOpcao) },
        ],
        colunas: [
          { title: "Tipo", render: (_, s) => s.tipo.descricao, responsive: ["md"] },
          { title: "Programa", render: (_, s) => s.programa.descricao, responsive: ["lg"] },
          { title: "Prestadores", dataIndex: "prestadores", align: "right", cartao: "valor" },
        ],
      })}
    />
  );
}
