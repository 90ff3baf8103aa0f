"use client";
import { useState, type FormEvent } from "react";
import { Button, Radio } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { QueryBlock } from "@/components/ui/query-block";
import { Paragrafo } from "@/components/ui/texto";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import {
  CANAIS_EMAIL,
  CATEGORIAS_NOTIFICACAO,
  ROTULO_CANAL,
  type CanalEmail,
} from "@/lib/regras/notificacao";
import { type PreferenciaDeEmail, usePreferencias, useSalvarPreferencias } from "@/services/notificacao";

const OPCOES = CANAIS_EMAIL.map((c) => ({ value: c, label: ROTULO_CANAL[c] }));

/**
 * The user's choice, per kind of notification, of receiving it by e-mail at once, in the daily digest, or
 * not at all. The bell keeps showing every notification whatever is chosen here.
 */
export function PreferenciasDeEmail() {
  const query = usePreferencias();
  return (
    <Cartao title={<TituloPagina>Notificações por e-mail</TituloPagina>}>
      <Paragrafo>
        Escolha como cada tipo de notificação chega ao seu e-mail: na hora, no resumo diário (enviado no
        começo do dia com as notificações do dia anterior) ou não chega. Todas continuam no sino do portal.
      </Paragrafo>
      <QueryBlock query={query} empty="Nenhum tipo de notificação para escolher.">
        {(d) => <Escolhas inicial={d.results} />}
      </QueryBlock>
    </Cartao>
  );
}

function Escolhas({ inicial }: { inicial: PreferenciaDeEmail[] }) {
  const salvar = useSalvarPreferencias();
  const [escolhas, setEscolhas] = useState(inicial);
  const mudou = escolhas.some((e, i) => e.canal !== inicial[i]?.canal);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    try {
      await salvar.mutateAsync(escolhas);
      notify("success", "Preferências de e-mail salvas.");
    } catch (erro) {
      notify("error", apiErrorOf(erro).detail);
    }
  }

  return (
    <form onSubmit={(e) => void enviar(e)} className="preferencias-email">
      {escolhas.map((p) => {
        const c = CATEGORIAS_NOTIFICACAO[p.categoria];
        const id = `preferencia-${p.categoria}`;
        return (
          <div key={p.categoria} className="preferencia-email" role="group" aria-labelledby={id}>
            <div>
              <div id={id} className="preferencia-email-titulo">
                {c.rotulo}
              </div>
              <Paragrafo type="secondary" style={{ marginBottom: 0 }}>
                {c.descricao}
              </Paragrafo>
            </div>
            <Radio.Group
              aria-labelledby={id}
              optionType="button"
              buttonStyle="solid"
              options={OPCOES}
              value={p.canal}
              onChange={(ev) =>
                setEscolhas((atuais) =>
                  atuais.map((a) =>
                    a.categoria === p.categoria ? { ...a, canal: ev.target.value as CanalEmail } : a,
                  ),
                )
              }
            />
          </div>
        );
      })}
      <Button type="primary" htmlType="submit" loading={salvar.isPending} disabled={!mudou}>
        Salvar preferências
      </Button>
    </form>
  );
}
