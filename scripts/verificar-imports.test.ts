import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations.
import { verificar } from "./verificar-imports.mjs";

const arvore = (arquivos: Record<string, string>) => new Map(Object.entries(arquivos));

describe("import rules (npm run lint)", () => {
  it("refuses a module importing another module's internal file, and accepts its index", () => {
    const erros = verificar(
      arvore({
        "server/modules/a/index.ts": 'export { x } from "./service";',
        "server/modules/a/service.ts": "export const x = 1;",
        "server/modules/b/index.ts": 'export { y } from "./service";',
        "server/modules/b/service.ts": 'import { x } from "../a/service";\nexport const y = x;',
        "server/modules/c/service.ts": 'import { x } from "@/server/modules/a";\nexport const z = x;',
      }),
    );
    expect(erros).toEqual([
      "server/modules/b/service.ts: importa server/modules/a/service.ts; outro módulo só por server/modules/a/index.ts",
    ]);
  });

  it("refuses a domain's components importing another domain's file, and accepts its index and the free imports", () => {
    const erros = verificar(
      arvore({
        "components/solicitacao/index.ts": 'export { StatusTag } from "./status-tag";',
        "components/solicitacao/status-tag.tsx": "export const StatusTag = 1;",
        "components/solicitacao/modal-cancelar.tsx": "export const ModalCancelar = 1;",
        "components/projeto/detalhe.tsx":
          'import { ModalCancelar } from "@/components/solicitacao/modal-cancelar";\n' +
          'import type { Tag } from "../solicitacao/status-tag";\n' +
          'import { StatusTag } from "@/components/solicitacao";\n' +
          'import { Cartao } from "@/components/ui/cartao";\n' +
          'import { Moldura } from "@/components/layout/moldura";\n' +
          'import { Nota } from "./notas/nota";\n' +
          'const Modal = dynamic(() => import("@/components/solicitacao/modal-cancelar"));',
        "components/projeto/notas/nota.tsx": 'import { Etapa } from "@/components/projeto/etapa";',
        "components/projeto/etapa.tsx": "export const Etapa = 1;",
        "components/ui/cartao.tsx": 'import { StatusTag } from "@/components/solicitacao/status-tag";',
        "components/layout/moldura.tsx":
          'import { ModalCancelar } from "@/components/solicitacao/modal-cancelar";',
        "app/projetos/page.tsx": 'import { ModalCancelar } from "@/components/solicitacao/modal-cancelar";',
      }),
    );
    expect(erros).toEqual([
      "components/projeto/detalhe.tsx: importa components/solicitacao/modal-cancelar.tsx; outro domínio só por components/solicitacao/index.ts",
      "components/projeto/detalhe.tsx: importa components/solicitacao/status-tag.tsx; outro domínio só por components/solicitacao/index.ts",
    ]);
  });

  it("refuses folders that import each other, directly or around a loop, but not through type imports", () => {
    const erros = verificar(
      arvore({
        "lib/a/x.ts": 'import { y } from "@/lib/b/y";',
        "lib/b/y.ts": 'import { z } from "../c/z";\nexport const y = 1;',
        "lib/c/z.ts": 'import { x } from "@/lib/a/x";\nexport const z = 1;',
        "lib/p.ts": 'import type { Q } from "./sub/q";',
        "lib/sub/q.ts": 'import type { P } from "../p";',
      }),
    );
    expect(erros).toHaveLength(1);
    expect(erros[0]).toMatch(/^ciclo entre pastas: lib\/a .* → lib\/b .* → lib\/c /);
  });

  it("leaves tests and fixtures free to reach into what they test", () => {
    expect(
      verificar(
        arvore({
          "server/modules/a/service.ts": "export const x = 1;",
          "server/modules/b/routes.test.ts": 'import { x } from "../a/service";',
        }),
      ),
    ).toEqual([]);
  });

  it("refuses a page drawn without antd whose static imports reach antd, but not its dynamic or type imports", () => {
    const tabela =
      'export const PAGINAS_SEM_ANTD = [\n  "/fila",\n  "/fila/[id]",\n  "/sumida",\n] as const;';
    const erros = verificar(
      arvore({
        "components/layout/sem-antd.ts": tabela,
        "app/fila/page.tsx": 'import { Fila } from "@/components/fila/fila";',
        "components/fila/fila.tsx":
          'import type { SelectProps } from "antd";\nimport { BellOutlined } from "@ant-design/icons";\n' +
          'const Select = dynamic(() => import("antd/es/select"));',
        "app/fila/[id]/page.tsx": 'import { Detalhe } from "./detalhe";',
        "app/fila/[id]/detalhe.tsx": 'import { Cartao } from "@/components/ui/cartao";',
        "components/ui/cartao.tsx":
          'import { Modal } from "antd";\nimport { Registry } from "@ant-design/nextjs-registry";',
      }),
    );
    expect(erros).toEqual([
      "app/fila/[id]/page.tsx: desenhada sem antd (components/layout/sem-antd.ts), mas components/ui/cartao.tsx importa antd",
      "app/fila/[id]/page.tsx: desenhada sem antd (components/layout/sem-antd.ts), mas components/ui/cartao.tsx importa @ant-design/nextjs-registry",
      "components/layout/sem-antd.ts: /sumida não é uma página (app/sumida/page.tsx)",
    ]);
  });

  it("counts every file an index re-exports as loaded by a page that takes one name from it", () => {
    const erros = verificar(
      arvore({
        "components/layout/sem-antd.ts": 'export const PAGINAS_SEM_ANTD = [\n  "/fila",\n] as const;',
        "components/empresa/index.ts":
          'export { EmpresasLista } from "./lista";\nexport { Botao } from "./botao";',
        "components/empresa/lista.tsx": "export const EmpresasLista = 1;",
        "components/empresa/botao.tsx": 'import { Button } from "antd";\nexport const Botao = Button;',
        "app/fila/page.tsx": 'import { EmpresasLista } from "@/components/empresa";',
      }),
    );
    expect(erros).toEqual([
      "app/fila/page.tsx: desenhada sem antd (components/layout/sem-antd.ts), mas components/empresa/botao.tsx importa antd",
    ]);
  });
});
