import { test as base } from "@playwright/test";
import { servidorDe } from "./servidores";

/**
 * Playwright's test, with each test's pages, contexts and requests pointed at its worker's own server
 * (servidores.ts). Specs take `test` from here, never from @playwright/test (eslint says so).
 */
export const test = base.extend({
  baseURL: async ({}, usar, testInfo) => usar(servidorDe(testInfo.parallelIndex).url),
});
