/**
 * What a failed sign-in means for each field of the login form: its own message (empty field,
 * malformed e-mail), whether it is invalid, which message describes it, and where focus goes.
 * Wrong credentials are about both fields, so both are invalid and described by the form message;
 * other form messages (too many attempts, maintenance) are not about what was typed.
 */
import type { LayoutData } from '~/root.server';
import { WRONG_CREDENTIALS } from '@kernel/texts/login';

type LoginError = LayoutData['login']['error'];

export const LOGIN_FIELD_IDS = { email: 'login-email', password: 'login-password' } as const;
export const LOGIN_MESSAGE_ID = 'login-error';

export interface LoginFieldState {
  /** The field's own message, shown under it with the id `<field id>-error`. */
  error?: string;
  invalid: boolean;
  /** The form message's id when it is about this field too. */
  formMessageId?: string;
}

export interface LoginFormState {
  email: LoginFieldState;
  password: LoginFieldState;
  /** The id of the element that gets focus: the first invalid field, else the message, else the e-mail. */
  focusId: string;
}

export function loginFormState(error: LoginError): LoginFormState {
  const credentials = error?.message === WRONG_CREDENTIALS;
  const field = (name: keyof typeof LOGIN_FIELD_IDS): LoginFieldState => {
    const own = error?.fieldErrors?.[name];
    return {
      error: own,
      invalid: Boolean(own) || credentials,
      formMessageId: credentials ? LOGIN_MESSAGE_ID : undefined,
    };
  };
  const email = field('email');
  const password = field('password');
  const focusId = email.invalid
    ? LOGIN_FIELD_IDS.email
    : password.invalid
    ? LOGIN_FIELD_IDS.password
    : error?.message
    ? LOGIN_MESSAGE_ID
    : LOGIN_FIELD_IDS.email;
  return { email, password, focusId };
}

/** An aria-describedby value from the ids that are present, or nothing. */
export function describedBy(...ids: Array<string | undefined>): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}
