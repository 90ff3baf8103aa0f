import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * The one way to change server data: `chamada` sends the change, and afterwards (also after a failure:
 * a 409 means someone changed the data meanwhile, and the page should show how) every `invalida` key is
 * refetched. The mutation stays pending until they are, so the page never shows the old state as new.
 */
export function useAcao<V, R>({
  chamada,
  invalida,
}: {
  chamada: (v: V) => Promise<R>;
  invalida: QueryKey[];
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: chamada,
    onSettled: () => Promise.all(invalida.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
