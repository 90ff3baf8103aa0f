import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth";
import { LOGIN_PATH } from "@/lib/paths";
import { homePath } from "@/lib/roles";

export const dynamic = "force-dynamic";

export default async function Home() {
  const session = await getServerSession(authOptions);
  redirect(session?.user && !session.error ? homePath(session.user) : LOGIN_PATH);
}
