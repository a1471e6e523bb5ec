/**
 * The dashboard layout (spec §2): `/dashboard` is the student's dashboard or the parents' zone,
 * and the parents' pages live under it (FAQ, purchases, invoices, referrals, schedules,
 * reminders, invitations). Its loader runs the access prologue once for all of them and loads
 * the parents' sidebar (dashboard-layout.server.ts); a visitor sees the page's sign-in prompt
 * under the login dialog, anyone else the page. Without JavaScript as with it: no handle, so the
 * pages' own handles decide hydration and caching.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { SignInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { loadDashboardLayout } from './dashboard-layout.server';

export const loader = ({ request }: LoaderFunctionArgs) => loadDashboardLayout(request);

export default function DashboardLayout() {
  const { zone } = useLoaderData<typeof loader>();
  return zone === 'signed-out' ? <SignInPrompt /> : <Outlet />;
}

export const ErrorBoundary = RouteErrorPage;
