"use client";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { LoginOutlined } from "@ant-design/icons";
import { LOGIN_PATH } from "@/lib/paths";

/** "Entrar", coming back to this page once signed in. */
export function LinkEntrar() {
  const pathname = usePathname();
  return (
    <Link href={`${LOGIN_PATH}?callbackUrl=${encodeURIComponent(pathname)}`} className="botao">
      <LoginOutlined />
      Entrar
    </Link>
  );
}
