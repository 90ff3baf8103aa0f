import "server-only";
import type { PapelSas as Papel } from "@/lib/regras/sas";
import type { Window } from "../../lib/pagination";

export type { Papel };

/**
 * A person's link to a company as a driver reads it: the owner of a rural property or a managing partner,
 * the CPF in full (the service masks it), the company by its documents. `id` is the driver's own.
 */
export type VinculoLido = {
  id: string;
  papel: Papel;
  pessoa: { nome: string; sobrenome: string; cpf: string };
  empresa: { razaosocial: string; nomefantasia: string; cnpj: string | null; cpf: string | null };
};

export type FiltroVinculo = { search?: string; papel?: Papel; cpf?: string };

/**
 * The SAS (the registry of who stands behind each company: owners, managing partners) as the CPF-link
 * lookup reads it (`HUB_SAS`, as `HUB_PAGAMENTO` picks the payment driver). The built-in `local` driver
 * reads the Hub's own records: `empresa_pessoa`, and a rural producer's own CPF on its registration.
 *
 * An HTTP driver for the real SAS implements the same three methods with the installation's credentials
 * from its own settings: `vinculosDoCpf` is SAS's query of a person's companies by CPF; `vinculos` its
 * paged search (the search term over people's and companies' names, a whole CPF or part of a CNPJ; the role;
 * a whole CPF), `count` being SAS's total; `vinculo` one link by the id SAS gives it, null when SAS has
 * none. Each record is mapped to VinculoLido (documents as digits, roles as Papel). It throws when SAS
 * does not answer, so the caller gets an error instead of "no links".
 */
export interface DriverSas {
  readonly nome: string;
  vinculosDoCpf(cpf: string): Promise<VinculoLido[]>;
  vinculos(f: FiltroVinculo, win: Window): Promise<{ count: number; results: VinculoLido[] }>;
  vinculo(id: string): Promise<VinculoLido | null>;
}
