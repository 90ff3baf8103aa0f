import "server-only";
import type { Db, Ouvir } from "../db/client";
import type { Versoes } from "./cache-por-versao";
import type { Central } from "../modules/notificacao";

export type AuthUser = {
  id: number;
  nome: string;
  sobrenome: string;
  email: string;
  groups: { id: number; name: string }[];
  tokenId: number;
};

/** What the API needs from the outside world; tests pass their own database, clock and sleep. */
export type Deps = {
  db: () => Promise<Db>;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** Proxies whose X-Forwarded-For is believed (HUB_TRUSTED_PROXIES). */
  proxies?: readonly string[];
  /** The secret the portal's server signs a browser's address with (NEXTAUTH_SECRET). */
  segredo?: string;
  /** LISTEN on the database, for live notifications across instances. */
  ouvir?: Ouvir;
  /** Delivers the outbox and streams notifications; built from the above when not given. */
  central?: Central;
};

export type HubEnv = {
  Variables: {
    db: Db;
    deps: Required<Deps>;
    user: AuthUser | null;
    /** The caches' versions, read with the session's token (null without one). */
    versoes: Versoes | null;
    ip: string;
  };
};
