import { apiClient } from "@/lib/api-client";

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export type ListParams = Record<string, string | number | boolean | undefined>;

/** GET on the Hub API returning the body; every service builds its reads on this. */
export async function getJson<T>(path: string, params?: ListParams): Promise<T> {
  const { data } = await apiClient.get<T>(path, { params });
  return data;
}
