import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { REFUND_TEXT } from '@kernel/texts/refunds';
import { RefundForm } from '~/components/refunds/refund-form';
import { RefundFacts } from '~/components/refunds/refund-facts';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { ParentsShell } from '~/components/parents/parents-shell';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import { stylesheets } from '~/lib/stylesheets';
import formsStyles from '~/styles/forms.css';
import parentsStyles from '~/styles/parents.css';
import checkoutStyles from '~/styles/checkout.css';
import { loadRefundPage, refundAction } from './refund-page.server';

export const links = stylesheets(parentsStyles, checkoutStyles, formsStyles);

/** Plain HTML, as the parents' zone: one form that works without JavaScript. */
export const handle = signInPrompt(REFUND_TEXT.title, REFUND_TEXT.signIn);

export const loader = ({ request, params }: LoaderFunctionArgs) => loadRefundPage(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => refundAction(request, params);

export default function RefundPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!data) return null;
  const { view } = data;
  return (
    <ParentsShell title={REFUND_TEXT.title} lead={REFUND_TEXT.lead}>
      <RefundFacts view={view} />
      {view.refundable ? (
        <RefundForm result={posted?.result} />
      ) : view.refunded ? null : (
        <p className="parents-card" role="status" data-testid="refund-closed">
          {REFUND_TEXT.notRefundable}
        </p>
      )}
      <p>
        <Link to="/dashboard/compras">{REFUND_TEXT.back}</Link>
      </p>
    </ParentsShell>
  );
}

export const meta = privateMeta(`${REFUND_TEXT.title} · Zona de Padres · Kodea`);

export const ErrorBoundary = RouteErrorPage;
