import { env } from "@/lib/env";
import { closeDb, getDb } from "./banco";
import { relogio } from "./lib/relogio";
import { correio, fazerResumos } from "./modules/email";
import { integrar } from "./modules/integracao";
import { estornarPagamentos, reconciliarPagamentos } from "./modules/pagamento";
import { encerrarPrazos } from "./modules/solicitacao";

let closing = false;

// Each minute: card attempts left pending past their charge's time are checked with the gateway, the payments of
// requests cancelled after them are given back, the metrics system and the ERP get what waits for them, and
// yesterday's daily digests are written for whoever has not had theirs.
const MINUTO = 60_000;
const agora = relogio(env.HUB_RELOGIO_ARQUIVO);
function aCadaMinuto() {
  const timer = setInterval(() => {
    if (closing) return;
    void getDb().then(
      async (db) => {
        await reconciliarPagamentos(db, agora()).catch((e: unknown) =>
          console.error("Hub: falha ao conferir pagamentos pendentes", e),
        );
        await estornarPagamentos(db, agora()).catch((e: unknown) =>
          console.error("Hub: falha ao estornar pagamentos de solicitações canceladas", e),
        );
        await integrar(db, agora()).catch((e: unknown) => console.error("Hub: falha ao integrar", e));
        await fazerResumos(db, agora()).catch((e: unknown) =>
          console.error("Hub: falha ao preparar os resumos diários", e),
        );
      },
      (e: unknown) => console.error("Hub: banco indisponível para as tarefas", e),
    );
  }, MINUTO);
  timer.unref();
}
// Every 5 s: rounds of proposals past their deadline close (the only place that records it, one indexed
// statement when none is due: a read derives a passed deadline and never writes, DESIGN §3; the client's
// selection closes a round it needs closed), then the e-mails of new events are written and the messages due
// sent (a link sent to an address leaves within seconds); a round still running skips the next.
const CADA_5S = 5_000;
function aCada5s() {
  let rodando = false;
  const timer = setInterval(() => {
    if (closing || rodando) return;
    rodando = true;
    void getDb()
      .then(async (db) => {
        await encerrarPrazos(db, agora()).catch((e: unknown) =>
          console.error("Hub: falha ao encerrar prazos de propostas", e),
        );
        await correio(db, agora());
      })
      .catch((e: unknown) => console.error("Hub: falha ao enviar e-mails", e))
      .finally(() => (rodando = false));
  }, CADA_5S);
  timer.unref();
}
async function shutdown() {
  if (closing) return;
  closing = true;
  await closeDb();
  console.log("Hub: banco de dados fechado.");
  process.exit(0);
}

/**
 * Opens, migrates and seeds the database before the first visitor arrives (about 10 s the first time, with the
 * demo data; Next has logged "Ready" by then, and requests wait for this), and closes it on SIGTERM/SIGINT
 * (NEXT_MANUAL_SIG_HANDLE=1 leaves the signals to us) so a restart needs no crash recovery.
 */
export async function start() {
  // Listening before the database opens lets a stop during the first start's seeding still close it. `on`, not
  // `once`: Ctrl+C in a terminal sends SIGINT to `npm run demo`'s launcher and to us, and a second signal
  // finding no handler would end the process mid-close.
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  const started = Date.now();
  console.log("Hub: preparando o banco de dados…");
  // Unreachable (PostgreSQL not up yet): the connection logs it and keeps trying, requests get 503 meanwhile.
  if (
    !(await getDb().then(
      () => true,
      () => false,
    ))
  )
    return;
  // A stop came while it was being prepared: shutdown() closes it now, so it is not "pronto".
  if (closing) return;
  aCadaMinuto();
  aCada5s();
  const seconds = ((Date.now() - started) / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  console.log(`Hub: banco de dados pronto em ${seconds} s; o portal já atende.`);
}
