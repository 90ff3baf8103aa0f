// The browser tests' database, made before their server starts (playwright.config.ts): the demo data, with
// the programme's yearly limit of requests per company lifted, as the API tests' template does
// (tests/setup/template.ts). The suite sends more requests for the client's companies than a year's limit
// of 10 allows once a test is retried; the limit itself is tested in server/modules/solicitacao/envio.
import { sql } from "drizzle-orm";
import { abrirEmbutido } from "./banco-embutido.mts";

const pasta = process.argv[2];
if (!pasta) throw new Error("Uso: e2e-banco.mts PASTA");
const { db, close } = await abrirEmbutido(pasta);
await db.execute(sql`update parametro set valor = '1000' where chave = 'LIMITE_ANUAL_SOLICITACOES_EMPRESA'`);
await close();
