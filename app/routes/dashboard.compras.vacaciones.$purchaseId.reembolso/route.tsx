import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { loadRefundPage, purchaseTarget, refundAction } from '~/lib/refund-page.server';

/** A vacation purchase's refund; the page is the pedido's too (refund-route.tsx). */
export { default, ErrorBoundary, handle, links, meta } from '~/components/refunds/refund-route';

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadRefundPage(request, purchaseTarget(params));
export const action = ({ request, params }: ActionFunctionArgs) =>
  refundAction(request, purchaseTarget(params));
