/** A child's login in the parents' zone: shown or replaced only after the parent's own password. */
/** The section's id: its forms answer at it, with or without JavaScript. */
export const CREDENTIALS_ANCHOR = 'credenciales';

export const CHILD_LOGIN_TEXT = {
  revealLead: (name: string) => `Para ver el correo y la contraseña de ${name}, confirma tu contraseña.`,
  parentPassword: 'Tu contraseña',
  wrongPassword: 'La contraseña no es correcta',
  newPasswordSummary: (name: string) => `Crear una nueva contraseña para ${name}`,
  newPassword: (name: string) => `Nueva contraseña de ${name}`,
  newPasswordHint: 'Al menos 8 caracteres, con una letra y un número.',
  save: 'Guardar la nueva contraseña',
  saved: (name: string) => `La nueva contraseña de ${name} quedó guardada.`,
  failure: 'No pudimos completar la solicitud. Inténtalo de nuevo en unos minutos.',
  /** The form's own limit on wrong passwords (decision 098); the sign-in is not affected. */
  tooManyWrongPasswords:
    'Escribiste tu contraseña mal demasiadas veces. Por seguridad, espera unos minutos antes de volver a intentarlo.',
} as const;
