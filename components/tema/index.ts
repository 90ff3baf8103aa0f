// Only what loads with antd; Tema itself draws with antd and is loaded by the shell apart (AntdDaPagina).
export { comAntd } from "./com-antd";
