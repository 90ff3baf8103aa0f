import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";

/**
 * What a role will do in the portal once the next stages of the lifecycle arrive, said plainly, so a home
 * that has little yet is not a dead end.
 */
export function EmBreve({ itens }: { itens: string[] }) {
  return (
    <Cartao
      title="Em breve no portal"
      role="region"
      aria-label="Em breve no portal"
      style={{ marginBottom: 16 }}
    >
      <Lista size="small" dataSource={itens} renderItem={(item) => <Lista.Item>{item}</Lista.Item>} />
    </Cartao>
  );
}
