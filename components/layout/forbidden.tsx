import Link from "next/link";
import { Button, Result } from "antd";
import { TituloPagina } from "@/components/ui/titulo-pagina";

export function Forbidden({ home }: { home: string }) {
  return (
    <Result
      status="403"
      title={<TituloPagina>Acesso negado</TituloPagina>}
      subTitle="Sua conta não tem permissão para abrir esta área do portal."
      extra={
        <Link href={home}>
          <Button type="primary">Ir para o meu painel</Button>
        </Link>
      }
    />
  );
}
