import { getFormProps, useForm } from '@conform-to/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { PasswordResetRequest } from '@server/validation/password-reset';
import { PASSWORD_RESET_REQUEST_PATH, PASSWORD_RESET_TEXT } from '@kernel/texts/password-reset';
import { FormError, TextField } from '~/components/forms/fields';
import { RouteErrorPage } from '~/components/route-error';
import { privateMeta } from '~/lib/error-pages';
import formsStyles from '~/styles/forms.css';
import { requestResetAction, type ResetRequestView } from './password-reset-request.server';
import { stylesheets } from '~/lib/stylesheets';
import { RETURN_PARAM, returnPath, withReturn } from '~/lib/return-path';
import { withLoginParam } from '~/lib/safe-redirect';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return json({
    sent: url.searchParams.get('enviado') === '1',
    /** The page the login dialog was opened over: the form carries it, the new sign-in returns there. */
    returnTo: returnPath(url.searchParams.get(RETURN_PARAM)),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return requestResetAction(request);
}

const EMPTY: ResetRequestView = {};

export default function PasswordResetRequestPage() {
  const { sent, returnTo } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() ?? EMPTY;
  const [form, fields] = useForm<PasswordResetRequest>({ id: 'recuperar', lastResult: posted.result });
  return (
    <div className="container page page--narrow">
      <h1>{PASSWORD_RESET_TEXT.requestTitle}</h1>
      {sent ? (
        <div role="status" data-testid="reset-sent">
          <p className="page__lead">{PASSWORD_RESET_TEXT.sent}</p>
          <p>{PASSWORD_RESET_TEXT.sentHint}</p>
          <p>
            <a href={withLoginParam(returnTo ?? '/', true)}>Volver a iniciar sesión</a>
          </p>
        </div>
      ) : (
        <>
          <p className="page__lead">{PASSWORD_RESET_TEXT.requestLead}</p>
          <FormError id={form.errorId} message={form.errors?.[0]} />
          <form
            method="post"
            action={withReturn(PASSWORD_RESET_REQUEST_PATH, returnTo)}
            {...getFormProps(form)}
          >
            <TextField meta={fields.email} label="Correo electrónico" type="email" autoComplete="email" />
            <button type="submit" className="button">
              {PASSWORD_RESET_TEXT.requestButton}
            </button>
          </form>
        </>
      )}
    </div>
  );
}

export const links = stylesheets(formsStyles);

export const meta = privateMeta(`${PASSWORD_RESET_TEXT.requestTitle} · Kodea`);

export const ErrorBoundary = RouteErrorPage;
