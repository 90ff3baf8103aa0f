import { Button, Result } from "antd";
import { TituloPagina } from "./titulo-pagina";

/** What a page shows for a 404 (an address, or an object out of the reader's reach), with the way back. */
export function NaoEncontrado({
  titulo,
  subtitulo,
  voltar,
  rotulo,
}: {
  titulo: string;
  subtitulo: string;
  voltar: string;
  rotulo: string;
}) {
  return (
    <Result
      status="404"
      title={<TituloPagina>{titulo}</TituloPagina>}
      subTitle={subtitulo}
      extra={
        <Button type="primary" href={voltar}>
          {rotulo}
        </Button>
      }
    />
  );
}
