/**
 * The login dialog has no route of its own (spec §2): `?login` on any URL renders it on the
 * server over that page. The form posts to /auth/login, which comes back here on error.
 *
 * The server renders an open, non-modal <dialog>: without JavaScript it is shown and usable, and
 * its close link goes to the same URL without `?login`. Once JavaScript runs it is shown as a
 * modal (app/enhance/modal-dialog.ts: here by the effect below, on a non-hydrated page by its
 * script): the browser then makes the page behind inert and closes it on Escape, which we follow
 * by going to the URL without `?login`.
 */
import { Form, useNavigate, useNavigation } from '@remix-run/react';
import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { PasswordField } from '~/components/ui/password-field';
import { showAsModal } from '~/enhance/modal-dialog';
import type { LayoutData } from '~/root.server';
import { describedBy, LOGIN_FIELD_IDS, LOGIN_MESSAGE_ID, loginFormState } from './login-errors';

const TITLE_ID = 'login-title';

export function LoginDialog({ login }: { login: LayoutData['login'] }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submitting = navigation.state === 'submitting' && navigation.formAction === '/auth/login';
  const dialogRef = useRef<HTMLDialogElement>(null);
  const error = login.error;
  const { email, password, focusId } = loginFormState(error);

  const { returnTo } = login;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    return showAsModal(dialog, () => navigate(returnTo, { preventScrollReset: true }));
  }, [navigate, returnTo]);

  // On opening and after each failed attempt (a new error id): focus where the user must act.
  // Without JavaScript the autofocus attributes below do the same at page load.
  useEffect(() => {
    document.getElementById(focusId)?.focus();
  }, [error?.id, focusId]);

  return (
    <dialog ref={dialogRef} open className="login-dialog" aria-labelledby={TITLE_ID} data-modal="">
      <Link
        to={login.returnTo}
        className="dialog__close"
        aria-label="Cerrar"
        preventScrollReset
        data-modal-close=""
      >
        ×
      </Link>
      <h2 id={TITLE_ID}>Iniciar sesión</h2>
      <p className="dialog__lead">Ingresa con la cuenta de Kodea de tu familia o de tu organización.</p>
      {error?.message ? (
        <p
          className="form-error"
          role="alert"
          id={LOGIN_MESSAGE_ID}
          data-testid="login-error"
          tabIndex={-1}
          autoFocus={focusId === LOGIN_MESSAGE_ID}
        >
          {error.message}
        </p>
      ) : null}
      {/* A new key per failed attempt remounts the form: the password never survives a failure. */}
      <Form key={error?.id ?? 'first'} method="post" action="/auth/login" noValidate replace>
        <input type="hidden" name="redirectTo" value={login.returnTo} />
        <div className="field">
          <label htmlFor={LOGIN_FIELD_IDS.email}>Correo electrónico</label>
          <input
            id={LOGIN_FIELD_IDS.email}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={error?.email ?? ''}
            autoFocus={focusId === LOGIN_FIELD_IDS.email}
            aria-invalid={email.invalid ? true : undefined}
            aria-describedby={describedBy(
              email.error ? `${LOGIN_FIELD_IDS.email}-error` : undefined,
              email.formMessageId,
            )}
          />
          {email.error ? (
            <p className="field__error" id={`${LOGIN_FIELD_IDS.email}-error`}>
              {email.error}
            </p>
          ) : null}
        </div>
        <PasswordField
          id={LOGIN_FIELD_IDS.password}
          name="password"
          label="Contraseña"
          error={password.error}
          invalid={password.invalid}
          describedBy={password.formMessageId}
          autoFocus={focusId === LOGIN_FIELD_IDS.password}
        />
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting ? 'Ingresando…' : 'Iniciar sesión'}
        </button>
      </Form>
      <p className="dialog__alt">
        ¿Aún no tienes cuenta? <a href="/registro">Crear cuenta</a>
      </p>
    </dialog>
  );
}
