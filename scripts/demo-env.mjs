#!/usr/bin/env node
// Gives a fresh clone a private NEXTAUTH_SECRET in .env.local (read by Next, never committed), so the
// demo runs in production mode without a shared, guessable secret. An existing secret is kept.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const file = ".env.local";
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
if (!/^NEXTAUTH_SECRET=./m.test(current) && !process.env.NEXTAUTH_SECRET) {
  appendFileSync(
    file,
    `${current && !current.endsWith("\n") ? "\n" : ""}NEXTAUTH_SECRET=${randomBytes(32).toString("base64")}\n`,
  );
  console.log("demo-env: NEXTAUTH_SECRET criado em .env.local");
}
