import { Link } from "@/components/ui/link";
import { INTEGRACAO_PATH } from "@/lib/paths";

const PAGINAS = [
  { href: INTEGRACAO_PATH, rotulo: "Painel" },
  { href: `${INTEGRACAO_PATH}/metricas`, rotulo: "Métricas" },
  { href: `${INTEGRACAO_PATH}/provisionamento`, rotulo: "Provisionamentos (RM)" },
  { href: `${INTEGRACAO_PATH}/pagamentos`, rotulo: "Pagamentos" },
  { href: `${INTEGRACAO_PATH}/email`, rotulo: "E-mails" },
];

/** The integration screens, one link each, the current one marked. */
export function NavegacaoIntegracao({ atual }: { atual: string }) {
  return (
    <nav
      aria-label="Telas de integração"
      style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px", marginBottom: 16 }}
    >
      {PAGINAS.map((p) =>
        p.href === atual ? (
          <strong key={p.href} aria-current="page">
            {p.rotulo}
          </strong>
        ) : (
          <Link key={p.href} href={p.href}>
            {p.rotulo}
          </Link>
        ),
      )}
    </nav>
  );
}
