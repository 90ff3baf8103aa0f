import { Suspense } from "react";
import type { Metadata } from "next";
import { Emails } from "@/components/admin/integracao/emails";

export const metadata: Metadata = { title: "E-mails" };

export default function Page() {
  return (
    <Suspense>
      <Emails />
    </Suspense>
  );
}
