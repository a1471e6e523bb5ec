// `?login` on any URL renders this dialog over the page (spec §2): open and usable without
// JavaScript, shown as a modal once it runs; Escape leaves by the URL without `?login`.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { Form, useNavigate, useNavigation, Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { LoginInput } from '@server/validation/login';
import { PASSWORD_RESET_REQUEST_PATH, PASSWORD_RESET_TEXT } from '@kernel/texts/password-reset';
import { errorOf, FieldError } from '~/components/forms/fields';
import { PasswordField } from '~/components/ui/password-field';
import { showAsModal } from '~/enhance/modal-dialog';
import { signUpHref, withReturn } from '~/lib/return-path';
import type { LayoutData } from '~/root.server';
import {
  LOGIN_FIELD_IDS,
  LOGIN_FORM_ID,
  LOGIN_MESSAGE_ID,
  loginFormState,
  withCredentials,
} from './login-errors';

const TITLE_ID = 'login-title';
/** The header's own 'Iniciar sesión': where focus goes when the dialog came with the address. */
const HEADER_LOGIN_SELECTOR = '.site-header__account a';

/**
 * What had focus as the dialog opened (the link followed to `?login`), read while it renders,
 * before the dialog's autofocus moves it; null on the server and in a document loaded with the
 * dialog open (its focus is already inside the dialog).
 */
function focusedOutsideDialogs(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !active.closest('dialog')
    ? active
    : null;
}

/** Closing gives focus back to what opened the dialog, never to the page's <body> (issue 76). */
function focusOpener(opener: HTMLElement | null) {
  const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>(HEADER_LOGIN_SELECTOR);
  target?.focus();
}

export function LoginDialog({ login }: { login: LayoutData['login'] }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submitting = navigation.state === 'submitting' && navigation.formAction === '/auth/login';
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [opener] = useState(focusedOutsideDialogs);
  const { returnTo } = login;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    return showAsModal(dialog, () => {
      navigate(returnTo, { preventScrollReset: true });
      focusOpener(opener);
    });
  }, [navigate, returnTo, opener]);

  return (
    <dialog ref={dialogRef} open className="login-dialog" aria-labelledby={TITLE_ID} data-modal="">
      <Link
        to={login.returnTo}
        className="dialog__close"
        aria-label="Cerrar"
        preventScrollReset
        data-modal-close=""
        onClick={(event) => {
          // Closed as Escape closes it: back to the page, focus on what opened the dialog.
          const dialog = dialogRef.current;
          if (!dialog?.open) return;
          event.preventDefault();
          dialog.close();
        }}
      >
        ×
      </Link>
      <h2 id={TITLE_ID}>Iniciar sesión</h2>
      <p className="dialog__lead">Ingresa con la cuenta de Kodea de tu familia o de tu organización.</p>
      {login.notice ? (
        <p className="warning-box" role="status" data-testid="login-notice">
          {login.notice}
        </p>
      ) : null}
      {/* A new key per failed attempt draws the form anew: the password never survives a failure. */}
      <LoginAttempt
        key={login.error?.id ?? 'first'}
        error={login.error}
        returnTo={login.returnTo}
        submitting={submitting}
      />
      <p className="dialog__alt">
        {/* Recovery comes back to this page too (issue 76 point 7). */}
        <a href={withReturn(PASSWORD_RESET_REQUEST_PATH, login.returnTo)}>{PASSWORD_RESET_TEXT.forgotLink}</a>
      </p>
      <p className="dialog__alt">
        {/* The sign-up comes back to the page the dialog was opened over (issue 53). */}
        ¿Aún no tienes cuenta? <a href={signUpHref(login.returnTo)}>Crear cuenta</a>
      </p>
    </dialog>
  );
}

function LoginAttempt({
  error,
  returnTo,
  submitting,
}: {
  error: LayoutData['login']['error'];
  returnTo: string;
  submitting: boolean;
}) {
  const [form, fields] = useForm<LoginInput>({ id: LOGIN_FORM_ID, lastResult: error?.result });
  const { credentials, focusId } = loginFormState(error?.message, {
    email: errorOf(fields.email),
    password: errorOf(fields.password),
  });

  // On opening and after each failed attempt (a new attempt): focus where the user must act.
  // Without JavaScript the autofocus attributes below do the same at page load.
  useEffect(() => {
    document.getElementById(focusId)?.focus();
  }, [focusId]);

  return (
    <>
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
      <Form method="post" action="/auth/login" replace {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={returnTo} />
        <div className="field">
          <label htmlFor={LOGIN_FIELD_IDS.email}>Correo electrónico</label>
          <input
            {...withCredentials(getInputProps(fields.email, { type: 'email' }), credentials)}
            autoComplete="email"
            autoFocus={focusId === LOGIN_FIELD_IDS.email}
          />
          <FieldError id={fields.email.errorId} message={errorOf(fields.email)} />
        </div>
        <PasswordField
          meta={fields.password}
          label="Contraseña"
          invalid={credentials}
          describedBy={credentials ? LOGIN_MESSAGE_ID : undefined}
          autoFocus={focusId === LOGIN_FIELD_IDS.password}
        />
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting ? 'Ingresando…' : 'Iniciar sesión'}
        </button>
      </Form>
    </>
  );
}
