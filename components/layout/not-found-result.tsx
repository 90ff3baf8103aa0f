import Link from "next/link";
import { Button, Result } from "antd";

export function NotFoundResult() {
  return (
    <Result
      status="404"
      title="Página não encontrada"
      subTitle="O endereço que você abriu não existe ou foi removido."
      extra={
        <Link href="/">
          <Button type="primary">Voltar ao início</Button>
        </Link>
      }
    />
  );
}
