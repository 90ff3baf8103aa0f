import Link from "next/link";
import { Button, Result } from "antd";
import { TituloPagina } from "@/components/ui/titulo-pagina";

export function NotFoundResult() {
  return (
    <Result
      status="404"
      title={<TituloPagina>Página não encontrada</TituloPagina>}
      subTitle="O endereço que você abriu não existe ou foi removido."
      extra={
        <Link href="/">
          <Button type="primary">Voltar ao início</Button>
        </Link>
      }
    />
  );
}
