import type { MeAnswer } from '@mise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/shared/api/http';

export const sessionQueryKey = ['session'] as const;

/** Who is signed in: the user, or null for a guest (a 401 from /auth/me is a guest). */
export async function fetchSession(): Promise<MeAnswer | null> {
  try {
    return await apiFetch<MeAnswer>('/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
  retry: 1,
});

export interface SessionState {
  /** The signed-in user; null for a guest and while the first answer is pending. */
  user: MeAnswer['user'] | null;
  /** The staff member acting as this customer (the orange header), if any. */
  accessedBy: MeAnswer['accessedBy'];
  isSignedIn: boolean;
  /** True until the first answer: pages that need an account wait rather than redirect. */
  isLoading: boolean;
}

export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQuery);
  return {
    user: data?.user ?? null,
    accessedBy: data?.accessedBy ?? null,
    isSignedIn: Boolean(data?.user),
    isLoading: isPending,
  };
}
