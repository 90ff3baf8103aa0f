"use client";
import { Modal } from "antd";
import { Fatos } from "@/components/ui/fatos";
import { Lista } from "@/components/ui/lista";
import { capitalizeWords, formatDate, formatPhone } from "@/lib/format";
import { useModal } from "@/stores/modals";
import { usePerfilPrestador } from "@/services/empresa";
import { QueryBlock } from "@/components/ui/query-block";
import { TITULO, type Flag } from "./dados-do-prestador";

/**
 * The provider's profile in a modal: who it is, where, how to reach it, what it is accredited for. One per
 * page: a list of providers keeps the chosen one and opens this.
 */
export function ModalDoPrestador({ id, modal }: { id: number | null; modal: Flag }) {
  const [open, , close] = useModal(modal);
  const query = usePerfilPrestador(id ?? 0, open && id !== null);
  const titulo = TITULO[modal];
  return (
    <Modal title={titulo} open={open && id !== null} onCancel={close} footer={null} destroyOnHidden>
      <QueryBlock query={query} empty="">
        {(p) => (
          <>
            <Fatos
              style={{ marginBottom: 12 }}
              fatos={[
                ["Razão social", capitalizeWords(p.razaosocial)],
                ["Nome fantasia", capitalizeWords(p.nomefantasia)],
                !!p.cnpj_mask && ["CNPJ", p.cnpj_mask],
                ["Cidade", `${p.cidade}/${p.uf}`],
                ["Telefone", formatPhone(p.telefone)],
                ["E-mail", p.email],
              ]}
            />
            <Lista
              size="small"
              header="Credenciado para"
              dataSource={p.credenciamentos}
              locale={{ emptyText: "Nenhum credenciamento ativo." }}
              renderItem={(c) => (
                <Lista.Item>
                  {capitalizeWords(c.servico)} · desde {formatDate(c.desde)}
                </Lista.Item>
              )}
            />
          </>
        )}
      </QueryBlock>
    </Modal>
  );
}
