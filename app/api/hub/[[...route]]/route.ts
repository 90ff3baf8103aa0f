import { handleHub } from "@/server/handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = handleHub;
export const POST = handleHub;
export const PUT = handleHub;
export const PATCH = handleHub;
export const DELETE = handleHub;
export const OPTIONS = handleHub;
