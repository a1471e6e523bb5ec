// One client setup for the few live parts of a page (issue 77, decision 110): a QueryClient per
// browser session and the tRPC client over /api/trpc (superjson, batched). Only a live part mounts
// it, so a hydrated page without one ships none of this, and a non-hydrated page never runs it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { useState, type ReactNode } from 'react';
import superjson from 'superjson';
import { trpc } from './trpc';

/** The server's cap (server/trpc/browser-router.ts MAX_BATCH_SIZE): a longer batch is split. */
const MAX_BATCH_ITEMS = 4;

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Seeded from the loader: nothing is asked until a live part's own interval says so.
        staleTime: 30_000,
        retry: false,
        refetchOnReconnect: true,
        refetchIntervalInBackground: false,
      },
    },
  });
}

function newTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/api/trpc', transformer: superjson, maxItems: MAX_BATCH_ITEMS })],
  });
}

let browserClients: { query: QueryClient; trpc: ReturnType<typeof newTrpcClient> } | null = null;

/**
 * In the browser one pair for the whole visit (client navigations keep the cache); on the server
 * a fresh pair per render, so one family's answers can never be served to another.
 */
function clients() {
  if (typeof document === 'undefined') return { query: newQueryClient(), trpc: newTrpcClient() };
  browserClients ??= { query: newQueryClient(), trpc: newTrpcClient() };
  return browserClients;
}

export function LiveData({ children }: { children: ReactNode }) {
  const [pair] = useState(clients);
  return (
    <trpc.Provider client={pair.trpc} queryClient={pair.query}>
      <QueryClientProvider client={pair.query}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
