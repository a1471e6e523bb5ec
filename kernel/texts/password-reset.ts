/** Password recovery's words (decision 081). The request's answer never says whether an account exists. */
export const PASSWORD_RESET_TEXT = {
  forgotLink: '¿Olvidaste tu contraseña?',
  requestTitle: 'Recupera tu contraseña',
  requestLead:
    'Escribe el correo electrónico de tu cuenta de Kodea y te enviaremos un enlace para crear una nueva contraseña.',
  requestButton: 'Enviarme el enlace',
  sent: 'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.',
  sentHint: 'El enlace vale 30 minutos y solo una vez. Si no lo ves, revisa la carpeta de correo no deseado.',
  tooMany: 'Hiciste demasiadas solicitudes. Espera unos minutos y vuelve a intentarlo.',
  failure: 'No pudimos atender tu solicitud en este momento. Inténtalo de nuevo en unos minutos.',
  resetTitle: 'Crea una nueva contraseña',
  resetLead: 'Usa al menos 8 caracteres, con al menos una letra y un número.',
  resetButton: 'Guardar mi nueva contraseña',
  checkData: 'Revisa los campos marcados.',
  expiredTitle: 'Este enlace ya no es válido',
  expiredLead:
    'Los enlaces para crear una nueva contraseña valen 30 minutos y se pueden usar una sola vez. Pide uno nuevo y te lo enviaremos a tu correo.',
  askAgain: 'Pedir un nuevo enlace',
  done: 'Listo: tu contraseña se cambió y cerramos la sesión en todos tus dispositivos. Inicia sesión con tu nueva contraseña.',
} as const;

export const PASSWORD_RESET_REQUEST_PATH = '/recuperar-contrasena';
export const PASSWORD_RESET_PATH = '/restablecer-contrasena';
