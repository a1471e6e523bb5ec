import { getFormProps, useForm } from '@conform-to/react';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useParams } from '@remix-run/react';
import type { NewPasswordForm } from '@server/validation/password-reset';
import {
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_REQUEST_PATH,
  PASSWORD_RESET_TEXT,
} from '@kernel/texts/password-reset';
import { RouteErrorPage } from '~/components/route-error';
import { PasswordField } from '~/components/ui/password-field';
import { FormError } from '~/components/forms/fields';
import { privateMeta } from '~/lib/error-pages';
import formsStyles from '~/styles/forms.css';
import { resetPageLoader, resetPasswordAction, type ResetPageView } from './password-reset.server';
import { stylesheets } from '~/lib/stylesheets';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return resetPageLoader(request, params.token, context);
}

export function action({ request, params }: ActionFunctionArgs) {
  return resetPasswordAction(request, params.token);
}

export default function PasswordResetPage() {
  const loaded = useLoaderData<typeof loader>() as ResetPageView;
  const posted = useActionData<typeof action>() as ResetPageView | undefined;
  const view = posted ?? loaded;
  return (
    <div className="container page page--narrow">
      {view.state === 'gone' ? (
        <LinkGone />
      ) : view.state === 'throttled' ? (
        <>
          <h1>{PASSWORD_RESET_TEXT.resetTitle}</h1>
          <p className="form-error" role="alert">
            {PASSWORD_RESET_TEXT.tooMany}
          </p>
        </>
      ) : (
        <NewPassword view={view} />
      )}
    </div>
  );
}

function LinkGone() {
  return (
    <>
      <h1>{PASSWORD_RESET_TEXT.expiredTitle}</h1>
      <p className="page__lead">{PASSWORD_RESET_TEXT.expiredLead}</p>
      <p>
        <a className="button" href={PASSWORD_RESET_REQUEST_PATH}>
          {PASSWORD_RESET_TEXT.askAgain}
        </a>
      </p>
    </>
  );
}

function NewPassword({ view }: { view: Extract<ResetPageView, { state: 'form' }> }) {
  const { token } = useParams();
  const [form, fields] = useForm<NewPasswordForm>({ id: 'nueva-contrasena', lastResult: view.result });
  return (
    <>
      <h1>{PASSWORD_RESET_TEXT.resetTitle}</h1>
      <p className="page__lead">{PASSWORD_RESET_TEXT.resetLead}</p>
      <FormError id={form.errorId} message={form.errors?.[0]} />
      <form
        method="post"
        action={`${PASSWORD_RESET_PATH}/${encodeURIComponent(token ?? '')}`}
        {...getFormProps(form)}
      >
        <PasswordField meta={fields.password} label="Nueva contraseña" autoComplete="new-password" />
        <PasswordField
          meta={fields.confirmPassword}
          label="Repite tu nueva contraseña"
          autoComplete="new-password"
        />
        <button type="submit" className="button">
          {PASSWORD_RESET_TEXT.resetButton}
        </button>
      </form>
    </>
  );
}

export const links = stylesheets(formsStyles);

export const meta = privateMeta(`${PASSWORD_RESET_TEXT.resetTitle} · Kodea`);

export const ErrorBoundary = RouteErrorPage;
