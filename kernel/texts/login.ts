/** The login dialog over a payment step whose session ended (issue 76 point 7): what happened. */
export const SESSION_ENDED_NOTHING_CHARGED =
  'Tu sesión terminó, así que no hicimos ningún cobro. Inicia sesión para continuar con tu pago.';

/** The sign-in failure texts; WRONG_CREDENTIALS also marks both fields invalid. */
export const WRONG_CREDENTIALS =
  'Correo electrónico o contraseña incorrectos. Revisa tus datos e inténtalo de nuevo.';

export const TOO_MANY_ATTEMPTS =
  'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.';
