/** The spec's contact-form texts (§5, §8), word for word. */
export const CONTACT_SUCCESS =
  'Datos enviados correctamente, en el transcurso del día soporte se pondrá en contacto';
export const CONTACT_FAILURE = 'Ups, algo salió mal, intente de nuevo';
export const CHAT_HINT = 'Para una atención pronta puedes contactarnos por medio de';
