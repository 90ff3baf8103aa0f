import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "./client";
import { arquivo } from "./schema";

// Issue 43, item 12: PGlite's own bytea codec spent a string per byte each way (about 600 MB of heap and
// seconds per 10 MB file); the portal's passes the bytes as they are.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
});
afterAll(async () => {
  await database?.close();
});

const guardar = async (bytes: Uint8Array) => {
  const [{ id }] = await database.db
    .insert(arquivo)
    .values({ nome: "a", tipo: "application/octet-stream", tamanho: bytes.byteLength, sha256: "", bytes })
    .returning({ id: arquivo.id });
  const [linha] = await database.db.select({ bytes: arquivo.bytes }).from(arquivo).where(eq(arquivo.id, id));
  return linha.bytes;
};

describe("bytea on PGlite", () => {
  it("stores and reads back any bytes exactly, as a Uint8Array", async () => {
    for (const bytes of [new Uint8Array(0), new Uint8Array([0, 1, 92, 120, 39, 255]), randomBytes(70_001)]) {
      const lido = await guardar(new Uint8Array(bytes));
      expect(lido).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(lido).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it("takes a 10 MB file in and out as bytes, never walking it a byte at a time in JavaScript", async () => {
    const bytes = new Uint8Array(randomBytes(10 * 1024 * 1024));
    // PGlite's own codec made a string of each byte (Array.from over the array): here that fails.
    Object.defineProperty(bytes, Symbol.iterator, {
      value: () => {
        throw new Error("o arquivo foi percorrido byte a byte");
      },
    });
    const lido = await guardar(bytes);
    expect(lido.byteLength).toBe(bytes.byteLength);
    expect(Buffer.from(lido).equals(Buffer.from(bytes.buffer))).toBe(true);
  });
});
