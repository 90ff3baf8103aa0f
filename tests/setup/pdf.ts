import { extractText, getDocumentProxy } from "unpdf";

/** A PDF answer read back: its bytes, its text with spaces collapsed and its page count. */
export async function textoDoPdf(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { bytes, text: text.replace(/\s+/g, " "), paginas: totalPages };
}
