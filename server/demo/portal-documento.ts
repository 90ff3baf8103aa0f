import "server-only";
import { inArray } from "drizzle-orm";
import { formatBRL } from "@/lib/format";
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Conn } from "../db/client";
import { portalDocumento } from "../db/schema";
import { saveFile } from "../lib/files";
import { SERVICOS } from "./catalogo";
import { PARAMETROS } from "../db/referencia";

type Secao = [titulo: string, paragrafos: string[]];
type DocumentoSeed = { titulo: string; descricao: string; arquivo: string; secoes: Secao[] };

const parametro = (chave: string) => PARAMETROS.find((p) => p.chave === chave)?.valor ?? "";

const LIMITE_SOLICITACOES = parametro("LIMITE_ANUAL_SOLICITACOES_EMPRESA");
const LIMITE_SUBSIDIO = formatBRL(parametro("VALOR_LIMITE_SUBSIDIO_ANUAL"));
const PRAZO_PROPOSTA = parametro("PRAZO_ENVIO_PROPOSTA_DIAS");
const PRAZO_PAGAMENTO = parametro("PRAZO_PAGAMENTO_DIAS");
const PRAZO_AVALIACAO = parametro("PRAZO_AVALIACAO_DIAS");

export const DOCUMENTOS: DocumentoSeed[] = [
  {
    titulo: "Regulamento do Programa",
    descricao: "Regras de participação, elegibilidade, subsídio e obrigações de clientes e prestadores.",
    arquivo: "regulamento-do-programa.pdf",
    secoes: [
      [
        "1. Objetivo",
        [
          "Este regulamento define as regras de acesso aos serviços de consultoria, instrutoria e capacitação oferecidos no Hub com subsídio do programa. O objetivo é levar soluções de gestão, inovação e produção a pequenos negócios e produtores rurais, com qualidade e preço acessível.",
        ],
      ],
      [
        "2. Quem pode participar",
        [
          "Podem contratar serviços as microempresas, as empresas de pequeno porte, os microempreendedores individuais e os produtores rurais com CPF ativo, desde que cadastrados no portal e vinculados ao usuário que faz a solicitação.",
          "Empresas com restrição junto ao programa ou com avaliação pendente de serviço anterior ficam impedidas de enviar novas solicitações até a regularização.",
        ],
      ],
      [
        "3. Serviços e modelos de oferta",
        [
          "Cada serviço do catálogo tem um ou mais modelos de oferta, com etapas, entregas, carga horária e valor de referência. O cliente escolhe o modelo, informa o objetivo e responde às perguntas de dimensionamento do serviço.",
        ],
      ],
      [
        "4. Subsídio e contrapartida",
        [
          `O programa paga parte do valor do serviço conforme o percentual definido para cada serviço na Tabela de Subsídios. O restante é a contrapartida do cliente, paga antes do início da execução. Cada empresa pode receber até ${LIMITE_SOLICITACOES} atendimentos subsidiados e até ${LIMITE_SUBSIDIO} de subsídio por ano.`,
          "Parceiros do programa podem complementar o subsídio em ações específicas, sempre informadas na proposta.",
        ],
      ],
      [
        "5. Solicitação, propostas e contratação",
        [
          `Depois da análise da equipe do programa, a solicitação é liberada aos prestadores credenciados, que têm ${PRAZO_PROPOSTA} dias para enviar propostas. Alguns serviços exigem um diagnóstico prévio. O cliente escolhe a proposta, assina o contrato e paga a contrapartida em até ${PRAZO_PAGAMENTO} dias.`,
        ],
      ],
      [
        "6. Obrigações do cliente",
        [
          "Fornecer informações verdadeiras, receber o prestador nas datas combinadas, validar as entregas de cada etapa e avaliar o serviço ao final. A avaliação é condição para novas contratações.",
        ],
      ],
      [
        "7. Obrigações do prestador credenciado",
        [
          "Executar as etapas conforme o modelo de oferta e o contrato, manter o credenciamento e a documentação em dia, registrar as entregas no portal e emitir as notas fiscais de cada parcela autorizada.",
        ],
      ],
      [
        "8. Cancelamento",
        [
          "A solicitação pode ser cancelada antes da assinatura do contrato sem custo. Depois dela, o cancelamento segue as regras do contrato e pode implicar a perda do subsídio das etapas não executadas.",
        ],
      ],
      [
        "9. Disposições finais",
        [
          "Os casos omissos são resolvidos pela coordenação do programa. Este regulamento pode ser atualizado a qualquer tempo; vale a versão publicada no portal na data da solicitação.",
        ],
      ],
    ],
  },
  {
    titulo: "Manual do Cliente",
    descricao:
      "Passo a passo para escolher um serviço, enviar a solicitação e acompanhar o projeto no portal.",
    arquivo: "manual-do-cliente.pdf",
    secoes: [
      [
        "Acesso ao portal",
        [
          "Entre com o seu e-mail ou CPF e a sua senha. Se esqueceu a senha, fale com a equipe do programa pelos canais de atendimento da sua unidade.",
        ],
      ],
      [
        "Cadastro da empresa",
        [
          "No Painel do cliente, cadastre a empresa pelo CNPJ ou, se for produtor rural, pelo CPF. Mantenha telefone e e-mail atualizados: é por eles que a equipe e os prestadores falam com você.",
        ],
      ],
      [
        "Escolha do serviço",
        [
          "No Catálogo de serviços, filtre por tema, subtema ou tipo de serviço e abra o modelo de oferta para ver as etapas, as entregas, o valor e os prestadores credenciados.",
        ],
      ],
      [
        "Carrinho e envio da solicitação",
        [
          "Adicione o modelo ao carrinho, escolha a empresa, descreva o objetivo e responda às perguntas de dimensionamento. Ao enviar, você recebe o número da solicitação, por exemplo 2026-000123.",
        ],
      ],
      [
        "Acompanhamento",
        [
          "Em Minhas solicitações você vê a situação de cada pedido: em análise, em cotação, em contratação, em execução ou finalizada. Se a equipe pedir ajustes, a solicitação volta para você com a justificativa.",
        ],
      ],
      [
        "Propostas, contrato e pagamento",
        [
          "Compare as propostas recebidas, escolha uma e aprove. Depois da análise final, assine o contrato e pague a sua parte por cartão, crédito, link de pagamento ou presencialmente.",
        ],
      ],
      [
        "Execução e avaliação",
        [
          `Valide cada entrega do prestador no portal. Ao final, você tem ${PRAZO_AVALIACAO} dias para avaliar o serviço; a sua opinião ajuda a melhorar o programa.`,
        ],
      ],
    ],
  },
  {
    titulo: "Tabela de Subsídios",
    descricao: "Percentual do valor de cada serviço pago pelo programa e limites anuais por empresa.",
    arquivo: "tabela-de-subsidios.pdf",
    secoes: [
      [
        "Como ler esta tabela",
        [
          `O percentual indica a parte do valor do serviço paga pelo programa; o cliente paga o restante. Limite por empresa: ${LIMITE_SOLICITACOES} atendimentos e ${LIMITE_SUBSIDIO} de subsídio por ano.`,
        ],
      ],
      [
        "Serviços do catálogo",
        SERVICOS.filter((s) => s.ativo ?? true).map(
          (s) => `• ${s.codigo} – ${s.titulo}: ${s.porcentagemSubsidio}% de subsídio`,
        ),
      ],
    ],
  },
];

const MARGIN = 56;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.13, 0.13, 0.13);
const BLUE = rgb(17 / 255, 72 / 255, 143 / 255);

/** Breaks a paragraph into lines that fit the text width (the standard fonts draw no line breaks). */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > TEXT_WIDTH) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function gerarPdf(doc: DocumentoSeed): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.titulo);
  pdf.setAuthor("Hub – Programa de Serviços de Consultoria");
  pdf.setLanguage("pt-BR");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(PageSizes.A4);
  let y = PAGE_HEIGHT - MARGIN;
  const write = (text: string, font: PDFFont, size: number, after: number, color = INK) => {
    for (const line of wrap(text, font, size)) {
      if (y < MARGIN + 30) {
        page = pdf.addPage(PageSizes.A4);
        y = PAGE_HEIGHT - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= size * 1.45;
    }
    y -= after;
  };

  write(doc.titulo, bold, 20, 4, BLUE);
  write(doc.descricao, regular, 11, 14);
  for (const [titulo, paragrafos] of doc.secoes) {
    write(titulo, bold, 13, 2, BLUE);
    for (const p of paragrafos) write(p, regular, 11, 6);
    y -= 6;
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) =>
    p.drawText(`Hub – ${doc.titulo} – página ${i + 1} de ${pages.length}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 9,
      font: regular,
      color: INK,
    }),
  );
  // A copy on a plain ArrayBuffer, which is what File accepts.
  return new Uint8Array(await pdf.save());
}

/** The programme's public documents, their PDFs generated here; a document already there is kept. */
export async function seedPortalDocumentos(db: Conn): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ titulo: portalDocumento.titulo })
        .from(portalDocumento)
        .where(
          inArray(
            portalDocumento.titulo,
            DOCUMENTOS.map((d) => d.titulo),
          ),
        )
    ).map((r) => r.titulo),
  );
  for (const [i, doc] of DOCUMENTOS.entries()) {
    if (existing.has(doc.titulo)) continue;
    const bytes = await gerarPdf(doc);
    const file = new File([bytes], doc.arquivo, { type: "application/pdf" });
    const saved = await saveFile(db, file, { kind: "documento", usuarioId: null });
    await db
      .insert(portalDocumento)
      .values({ titulo: doc.titulo, descricao: doc.descricao, arquivoId: saved.id, ordem: i + 1 })
      .onConflictDoNothing();
  }
}
