import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';
import { SCHEDULE_TEXT } from '@kernel/texts/schedule';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { RouteErrorPage } from '~/components/route-error';
import { SchedulePage } from '~/components/schedule/schedule-page';
import formsStyles from '~/styles/forms.css';
import scheduleStyles from '~/styles/schedule.css';
import { loadSchedulePage, scheduleAction } from './schedule-page.server';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';
import { noindexTitle } from '~/lib/page-meta';

export const handle = {
  ...HYDRATE,
  ...signInPrompt(SCHEDULE_TEXT.title, 'Inicia sesión para cambiar el horario de tu hijo o hija.'),
};

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadSchedulePage(request, params, context);

export const action = ({ request, params }: ActionFunctionArgs) => scheduleAction(request, params);

export default function ScheduleRoute() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const chatNumber = useRouteLoaderData<typeof rootLoader>('root')?.contact.chatNumber;
  if (!data || !chatNumber) return null;
  const shown = posted ?? data;
  return (
    <SchedulePage view={shown.view} chatNumber={chatNumber} message={shown.message} chosen={shown.chosen} />
  );
}

export const links = stylesheets(formsStyles, scheduleStyles);

export const meta = noindexTitle(`${SCHEDULE_TEXT.title} · Kodea`);

export const ErrorBoundary = RouteErrorPage;
