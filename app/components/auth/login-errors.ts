// Wrong credentials concern both fields, which Conform's per-field aria cannot say: both are
// marked invalid and described by the form message.
import { WRONG_CREDENTIALS } from '@kernel/texts/login';

/** Conform names the fields `<form id>-<name>`: `login-email`, `login-password`. */
export const LOGIN_FORM_ID = 'login';
export const LOGIN_FIELD_IDS = {
  email: `${LOGIN_FORM_ID}-email`,
  password: `${LOGIN_FORM_ID}-password`,
} as const;
export const LOGIN_MESSAGE_ID = 'login-error';

export function loginFormState(
  message: string | null | undefined,
  fieldErrors: { email?: string; password?: string },
) {
  const credentials = message === WRONG_CREDENTIALS;
  const focusId =
    fieldErrors.email || credentials
      ? LOGIN_FIELD_IDS.email
      : fieldErrors.password
      ? LOGIN_FIELD_IDS.password
      : message
      ? LOGIN_MESSAGE_ID
      : LOGIN_FIELD_IDS.email;
  return { credentials, focusId };
}

/** Conform's control props, also invalid and described by the form message when the credentials were wrong. */
export function withCredentials<P extends { 'aria-invalid'?: boolean; 'aria-describedby'?: string }>(
  props: P,
  credentials: boolean,
): P {
  if (!credentials) return props;
  const describedBy = [props['aria-describedby'], LOGIN_MESSAGE_ID].filter(Boolean).join(' ');
  return { ...props, 'aria-invalid': true, 'aria-describedby': describedBy };
}
