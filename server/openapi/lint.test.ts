import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";

const api = usarApiDeTeste();
const pasta = mkdtemp(path.join(tmpdir(), "hub-openapi-"));
afterAll(async () => rm(await pasta, { recursive: true, force: true }));

describe("the served OpenAPI document under `redocly lint` (issue 47 item 6)", () => {
  it(
    "has no problem under the recommended rules as redocly.yaml sets them",
    { timeout: 120_000 },
    async () => {
      const arquivo = path.join(await pasta, "openapi.json");
      await writeFile(arquivo, JSON.stringify((await api.raw("GET", "/openapi.json")).body));
      // The pinned CLI of node_modules, offline: no telemetry, no update check.
      const { stdout } = await promisify(execFile)(
        path.join("node_modules", ".bin", "redocly"),
        ["lint", arquivo, "--config", "redocly.yaml", "--format", "json"],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? "" }));
      const resultado = JSON.parse(stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(resultado.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(resultado.totals).toMatchObject({ errors: 0, warnings: 0 });
    },
  );
});
