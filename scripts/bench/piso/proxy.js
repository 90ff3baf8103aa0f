// See instrumentation.js: the floor's own, which lets every request through.
import { NextResponse } from "next/server";

export function proxy() {
  return NextResponse.next();
}
