// `npm run tema`: writes what the browser reads of antd instead of computing it: the theme's map token
// (styles/tema-mapa.json, read by styles/theme.ts) and antd's stylesheet without the components the portal never
// draws (styles/antd.gen.css, loaded by components/tema/tema.tsx). scripts/tema.test.ts fails when either is stale.
import { writeFileSync } from "node:fs";
import { ARQUIVO_CSS, cssDoAntd } from "./antd-css";
import { ARQUIVO_DO_MAPA, mapaDoTema } from "./tema-mapa";

writeFileSync(ARQUIVO_DO_MAPA, `${JSON.stringify(mapaDoTema(), null, 2)}\n`);
writeFileSync(ARQUIVO_CSS, cssDoAntd());
console.log(`${ARQUIVO_DO_MAPA} e ${ARQUIVO_CSS} escritos.`);
