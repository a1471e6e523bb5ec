/**
 * The login dialog has no route of its own (spec §2): `?login` on any URL renders it on the
 * server over that page. The form posts to /auth/login, which comes back here on error.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { PasswordField } from '~/components/ui/password-field';
import type { LayoutData } from '~/root.server';

export function LoginDialog({ login }: { login: LayoutData['login'] }) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction === '/auth/login';
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);
  const error = login.error;
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="login-title">
        <Link to={login.returnTo} className="dialog__close" aria-label="Cerrar" preventScrollReset>
          ×
        </Link>
        <h2 id="login-title">Iniciar sesión</h2>
        <p className="dialog__lead">Ingresa con la cuenta de Kodea de tu familia o de tu organización.</p>
        {error?.message ? (
          <p className="form-error" role="alert" data-testid="login-error">
            {error.message}
          </p>
        ) : null}
        {/* A new key per failed attempt remounts the form: the password never survives a failure. */}
        <Form key={error?.id ?? 'first'} method="post" action="/auth/login" noValidate replace>
          <input type="hidden" name="redirectTo" value={login.returnTo} />
          <div className="field">
            <label htmlFor="login-email">Correo electrónico</label>
            <input
              ref={emailRef}
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={error?.email ?? ''}
              aria-invalid={error?.fieldErrors?.email ? true : undefined}
              aria-describedby={error?.fieldErrors?.email ? 'login-email-error' : undefined}
            />
            {error?.fieldErrors?.email ? (
              <p className="field__error" id="login-email-error">
                {error.fieldErrors.email}
              </p>
            ) : null}
          </div>
          <PasswordField
            id="login-password"
            name="password"
            label="Contraseña"
            error={error?.fieldErrors?.password}
          />
          <button type="submit" className="button button--block" disabled={submitting}>
            {submitting ? 'Ingresando…' : 'Iniciar sesión'}
          </button>
        </Form>
      </div>
    </div>
  );
}
