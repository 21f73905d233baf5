import { QueryClient } from '@tanstack/react-query';

/** One client for the app: the provider renders with it and route loaders prefetch into it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
