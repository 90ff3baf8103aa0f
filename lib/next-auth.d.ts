import type { HubUser } from "./auth";

declare module "next-auth" {
  interface User {
    hubToken: string;
    hubUser: HubUser;
  }
  interface Session {
    user: HubUser;
    hubToken: string;
    error?: "SessionRevoked";
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    hubToken?: string;
    hubUser?: HubUser;
    checkedAt?: number;
    error?: "SessionRevoked";
  }
}
