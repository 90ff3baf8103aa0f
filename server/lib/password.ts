import "server-only";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt with N=2^15, r=8 (32 MiB, ~100 ms): slow enough to make guessing expensive, cheap enough per sign-in.
// The parameters travel inside the stored hash, so they can be raised later without breaking old hashes, and a
// hash made at another cost still verifies.
const N = 32_768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * The N new hashes are made with. Tests sign in and guess wrong hundreds of times, on accounts that need no
 * protection, so HUB_SCRYPT_N lowers it (tests/setup/template.ts); it is heeded only under NODE_ENV=test, so
 * no setting of a running portal can weaken its hashes.
 */
export function scryptCost(env: { NODE_ENV?: string; HUB_SCRYPT_N?: string } = process.env): number {
  return env.NODE_ENV === "test" && env.HUB_SCRYPT_N ? Number(env.HUB_SCRYPT_N) : N;
}

export async function hashPassword(password: string): Promise<string> {
  const n = scryptCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ["scrypt", n, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, key] = stored.split("$");
  if (algo !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Checked against when the username is unknown, so both failures take the same time.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString("base64"));
  return decoy;
}
