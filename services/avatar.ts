import { useEffect, useMemo } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

const avatarKey = ["auth", "me", "avatar"] as const;

/** The signed-in user's picture as a Blob, or null when there is none yet (204). */
async function fetchAvatar(): Promise<Blob | null> {
  const res = await apiClient.request<Blob>({ url: "/auth/me/avatar/", formato: "blob" });
  return res.status === 200 ? res.data : null;
}

/** An object URL for the picture, released when it changes or the component leaves. */
export function useAvatarUrl(enabled: boolean): string | null {
  const { data } = useQuery({ queryKey: avatarKey, queryFn: fetchAvatar, enabled, staleTime: Infinity });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("arquivo", file);
      return apiClient.request({ method: "put", url: "/auth/me/avatar/", body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: avatarKey }),
  });
}
