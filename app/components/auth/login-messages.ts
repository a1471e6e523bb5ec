/**
 * The sign-in failure that is about the e-mail and password themselves: with it both fields are
 * marked invalid and described by it. routes/auth.login.tsx sends this exact text; that module
 * cannot be imported here (its action pulls server code into the browser bundle).
 */
export const WRONG_CREDENTIALS =
  'Correo electrónico o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.';
