/**
 * The refund page's route module, but its loader and action (decision 089): a pedido's
 * (`/dashboard/compras/{id}/reembolso`) and a vacation purchase's
 * (`/dashboard/compras/vacaciones/{id}/reembolso`) routes re-export it with their own target.
 * Plain HTML, as the parents' zone: one form that works without JavaScript.
 */
import { useActionData, useLoaderData } from '@remix-run/react';
import { REFUND_TEXT } from '@kernel/texts/refunds';
import { RefundPageBody } from '~/components/refunds/refund-page';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import type { loadRefundPage, refundAction } from '~/lib/refund-page.server';
import { stylesheets } from '~/lib/stylesheets';
import formsStyles from '~/styles/forms.css';
import parentsStyles from '~/styles/parents.css';
import checkoutStyles from '~/styles/checkout.css';

export const links = stylesheets(parentsStyles, checkoutStyles, formsStyles);

export const handle = signInPrompt(REFUND_TEXT.title, REFUND_TEXT.signIn);

export default function RefundPage() {
  const data = useLoaderData<typeof loadRefundPage>();
  const posted = useActionData<typeof refundAction>();
  return data ? <RefundPageBody view={data.view} result={posted?.result} /> : null;
}

export const meta = privateMeta(`${REFUND_TEXT.title} · Zona de Padres · Kodea`);

export const ErrorBoundary = RouteErrorPage;
