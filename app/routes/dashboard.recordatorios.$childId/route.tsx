import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { REMINDERS_TEXT } from '@kernel/texts/reminders';
import { signInPrompt } from '~/components/dashboard/sign-in-prompt';
import { ParentsShell } from '~/components/parents/parents-shell';
import { FeedSection } from '~/components/reminders/feed-section';
import { RemindersForm } from '~/components/reminders/reminders-form';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import parentsStyles from '~/styles/parents.css';
import remindersStyles from '~/styles/reminders.css';
import { loadRemindersPage, remindersAction } from './reminders-page.server';
import { HYDRATE } from '~/lib/page-handles';
import { stylesheets } from '~/lib/stylesheets';

export const links = stylesheets(parentsStyles, remindersStyles);

export const handle = {
  ...HYDRATE,
  ...signInPrompt(
    REMINDERS_TEXT.linkTitle,
    'Inicia sesión para ver los recordatorios y el calendario de tus hijos.',
  ),
};

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadRemindersPage(request, params.childId, context);

export const action = ({ request, params }: ActionFunctionArgs) => remindersAction(request, params.childId);

export default function RemindersPage() {
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (!data) return null;
  // A failed feed button answers without the preferences' fields: its message goes above, not in the form.
  const feedFailed =
    posted?.result.initialValue?.intent !== undefined && posted.result.initialValue.intent !== 'reminders';
  return (
    <ParentsShell
      title={REMINDERS_TEXT.pageTitle(data.childName)}
      lead={REMINDERS_TEXT.linkLead(data.childName)}
    >
      <div className="reminders-page">
        <p>
          <a href={`/dashboard?hijo=${data.childId}`}>{REMINDERS_TEXT.back}</a>
        </p>
        {feedFailed ? (
          <p role="alert" className="form-error">
            {REMINDERS_TEXT.failure}
          </p>
        ) : null}
        <RemindersForm
          preferences={data}
          childName={data.childName}
          result={feedFailed ? undefined : posted?.result}
        />
        <FeedSection feed={data.feed} childName={data.childName} />
      </div>
    </ParentsShell>
  );
}

export const meta = privateMeta(`${REMINDERS_TEXT.linkTitle} · Zona de Padres · Kodea`);

export const ErrorBoundary = RouteErrorPage;
