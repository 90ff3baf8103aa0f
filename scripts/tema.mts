// `npm run tema`: writes antd's map token for the portal's theme (styles/tema-mapa.json), which the browser then
// reads instead of deriving it on every signed-in page (styles/theme.ts). scripts/tema.test.ts fails when it is stale.
import { writeFileSync } from "node:fs";
import { ARQUIVO_DO_MAPA, mapaDoTema } from "./tema-mapa";

writeFileSync(ARQUIVO_DO_MAPA, `${JSON.stringify(mapaDoTema(), null, 2)}\n`);
console.log(`${ARQUIVO_DO_MAPA} escrito.`);
