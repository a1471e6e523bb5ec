import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { MAKE_UP_TEXT } from '@kernel/texts/make-ups';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { MakeUpPage } from '~/components/make-ups/make-up-page';
import { RouteErrorPage } from '~/components/route-error';
import formsStyles from '~/styles/forms.css';
import scheduleStyles from '~/styles/schedule.css';
import { stylesheets } from '~/lib/stylesheets';
import { noindexTitle } from '~/lib/page-meta';
import { loadMakeUpPage, makeUpAction } from './make-up-page.server';

// Not hydrated: a plain form that works the same without JavaScript.
export const handle = {
  ...signInPrompt(MAKE_UP_TEXT.title, 'Inicia sesión para pedir la recuperación de una clase.'),
};

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadMakeUpPage(request, params, context);

export const action = ({ request, params }: ActionFunctionArgs) => makeUpAction(request, params);

export default function MakeUpRoute() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!data) return null;
  const shown = posted ?? data;
  return <MakeUpPage view={shown.view} message={shown.message} chosen={shown.chosen} />;
}

export const links = stylesheets(formsStyles, scheduleStyles);

export const meta = noindexTitle(`${MAKE_UP_TEXT.title} · Kodea`);

export const ErrorBoundary = RouteErrorPage;
