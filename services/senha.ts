// The public page where a new user sets the password by the link an administrator handed over (no session).
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, leitura } from "./api";

export const useContaDoLink = (token: string) =>
  useQuery({ ...leitura(["senha", token], "/auth/senha/{token}/", { path: { token } }), retry: false });

export const useDefinirSenha = (token: string) =>
  useMutation({
    mutationFn: (password: string) =>
      api.post("/auth/senha/{token}/", { path: { token }, body: { password } }),
  });
