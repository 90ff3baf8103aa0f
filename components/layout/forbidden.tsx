import { NaoEncontrado } from "@/components/ui/nao-encontrado";

export function Forbidden({ home }: { home: string }) {
  return (
    <NaoEncontrado
      codigo="403"
      titulo="Acesso negado"
      subtitulo="Sua conta não tem permissão para abrir esta área do portal."
      voltar={home}
      rotulo="Ir para o meu painel"
    />
  );
}
