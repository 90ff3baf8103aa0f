import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const browserCode = ["app/**/*.{ts,tsx}", "components/**", "services/**", "stores/**", "hooks/**", "lib/**"];

// Links prefetch on intent, not in view (components/ui/link.tsx).
const LINK_DO_NEXT = { name: "next/link", message: "Use o Link de @/components/ui/link." };

const config = [
  {
    ignores: [
      "**/.next/**",
      "node_modules/**",
      "data/**",
      "server/db/migrations/**",
      "next-env.d.ts",
      "services/contrato.gen.ts",
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `{ key: _, ...rest }` is how a field is dropped from a row; the dropped name is not a mistake.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
    },
  },
  {
    files: browserCode,
    // The API route handler hands requests to the server; a `dados.ts` beside server-rendered pages reads
    // through the modules' public functions for them (DESIGN §1; it starts with `import "server-only"`).
    ignores: ["app/api/hub/**", "app/**/dados.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server", "@/server/*", "**/server/*", "../server", "../../server"],
              message: "Código do navegador não importa server/: use services/ e a API /api/hub.",
            },
          ],
          paths: [LINK_DO_NEXT],
        },
      ],
    },
  },
  {
    // Each browser-test worker has its own server (tests/e2e/servidores.ts); Playwright's own test would point
    // every worker's pages at the first one.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Use o test de ./fixtures: cada trabalhador do Playwright tem o seu servidor.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place next/link is used.
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
