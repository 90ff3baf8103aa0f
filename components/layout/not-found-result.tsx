import { NaoEncontrado } from "@/components/ui/nao-encontrado";

export function NotFoundResult() {
  return (
    <NaoEncontrado
      titulo="Página não encontrada"
      subtitulo="O endereço que você abriu não existe ou foi removido."
      voltar="/"
      rotulo="Voltar ao início"
    />
  );
}
