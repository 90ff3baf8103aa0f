// Business constants from SPEC §9.

export const NOTIFICATION_SECONDS = 5;

export const MOBILE_MAX_WIDTH = 576;
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const BRAND = { primary: "#11488f", accent: "#FF8040" } as const;

export const PAGE_SIZE = 10;
export const CLIENT_PAGE_SIZE = 50;
export const SIMPLE_LIST_PAGE_SIZE = 100;
export const DIAGNOSTIC_PAGE_SIZE = 10;
/**
 * How deep a list may be paged (server/lib/pagination.ts): an offset makes the database read and drop every
 * row before the page, so past this many rows filters and the search narrow a list instead. The lists offer
 * no page beyond it.
 */
export const MAX_LINHAS_PAGINADAS = 10_000;

export const WAIT_MS = 2000;

export const CART_STORAGE_KEY = "hub-shopping-cart";
export const STAGE_DRAFT_STORAGE_KEY = "etapaDraft";
export const TOKEN_COOKIE = "hub-token";

export const MULTI_COMPANY_LABEL = "Várias empresas";

export function invoiceLabel(parcela: number | string): string {
  return `Nota ${parcela}`;
}

export const SERVICE_ACTION = { RECOMMENDED: 1, MOST_ACCESSED: 2, FEATURED: 3 } as const;
export type ServiceAction = (typeof SERVICE_ACTION)[keyof typeof SERVICE_ACTION];
