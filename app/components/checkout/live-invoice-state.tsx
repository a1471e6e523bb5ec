// Issue 77: a pedido whose cash code waits, on a page React runs (the code was made on it): a change
// of its state reruns the loader. A page loaded afresh does not hydrate: app/enhance/live-pedido.ts.
import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { BrowserRouter } from '@server/trpc/browser-router';
import { PEDIDO_REFRESH_MS } from '~/enhance/live-pedido';
import { LiveData } from '~/lib/live/live-data';
import { trpc } from '~/lib/live/trpc';

type InvoiceState = inferRouterOutputs<BrowserRouter>['pedido']['state'];

function InvoiceStateWatch({ invoiceId, state }: { invoiceId: number; state: InvoiceState }) {
  const { revalidate, state: loading } = useRevalidator();
  const live = trpc.pedido.state.useQuery(
    { invoiceId },
    {
      initialData: state,
      staleTime: PEDIDO_REFRESH_MS,
      refetchInterval: PEDIDO_REFRESH_MS,
      refetchOnWindowFocus: true,
    },
  );
  const changed = live.data.statusLabel !== state.statusLabel || live.data.payable !== state.payable;
  useEffect(() => {
    if (changed && loading === 'idle') revalidate();
  }, [changed, loading, revalidate]);
  return null;
}

export default function LiveInvoiceState(props: Parameters<typeof InvoiceStateWatch>[0]) {
  return (
    <LiveData>
      <InvoiceStateWatch {...props} />
    </LiveData>
  );
}
