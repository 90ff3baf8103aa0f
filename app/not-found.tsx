import { NotFoundResult } from "@/components/layout/not-found-result";

export default function NotFound() {
  return <NotFoundResult />;
}
