/**
 * The sign-in failure texts, sent by routes/auth.login/route.tsx. The one about the e-mail and password
 * themselves also tells the dialog to mark both fields invalid and described by it.
 */
export const WRONG_CREDENTIALS =
  'Correo electrónico o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.';

export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.';
