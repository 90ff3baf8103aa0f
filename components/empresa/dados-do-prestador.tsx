"use client";
import { Button, Modal } from "antd";
import { Fatos } from "@/components/ui/fatos";
import { Lista } from "@/components/ui/lista";
import { capitalizeWords, formatDate, formatPhone } from "@/lib/format";
import { useModal } from "@/stores/modals";
import { usePerfilPrestador } from "@/services/empresa";
import { QueryBlock } from "@/components/ui/query-block";

type Flag = "providerData" | "diagnosticianData";

const TITULO: Record<Flag, string> = {
  providerData: "Dados do prestador",
  diagnosticianData: "Dados do diagnosticador",
};

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

/** The button opening a provider's profile, named by what it shows. */
export function BotaoDadosDoPrestador({ modal, onClick }: { modal: Flag; onClick: () => void }) {
  return (
    <Button type="link" size="small" onClick={onClick} style={{ padding: 0 }}>
      {TITULO[modal]}
    </Button>
  );
}

/**
 * A provider's name with a button opening its profile: "provider data" where it quotes, "diagnostician
 * data" where it makes the diagnostic (SPEC §2). For a page showing one provider.
 */
export function DadosDoPrestador({
  prestador,
  modal,
}: {
  prestador: { id: number; nomefantasia: string };
  modal: Flag;
}) {
  const [, abrir] = useModal(modal);
  return (
    <>
      {capitalizeWords(prestador.nomefantasia)} <BotaoDadosDoPrestador modal={modal} onClick={abrir} />
      <ModalDoPrestador id={prestador.id} modal={modal} />
    </>
  );
}
