/** The sign-in failure texts; WRONG_CREDENTIALS also marks both fields invalid. */
export const WRONG_CREDENTIALS =
  'Correo electrónico o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.';

export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.';
