/** Request errors' texts, shared by the express guards and the route error boundaries. */

/** Spec §8's maintenance title: the 503 page, and the form error of an action whose upstream is down. */
export const MAINTENANCE_TEXT = 'En mantenimiento, volvemos en unos minutos';

export const REQUEST_ERROR_TEXT: Record<number, { title: string; body: string }> = {
  400: {
    title: 'Solicitud no válida',
    body: 'No pudimos leer los datos enviados. Vuelve a la página e inténtalo de nuevo.',
  },
  403: {
    title: 'Solicitud rechazada',
    body: 'Por tu seguridad, solo aceptamos formularios enviados desde Kodea. Vuelve a la página e inténtalo de nuevo.',
  },
  405: {
    title: 'Acción no permitida',
    body: 'Esta dirección no acepta ese tipo de solicitud.',
  },
  413: {
    title: 'Datos demasiado grandes',
    body: 'Lo que enviaste supera el tamaño permitido. Acórtalo e inténtalo de nuevo.',
  },
  415: {
    title: 'Formato no admitido',
    body: 'Esta dirección solo acepta formularios. Vuelve a la página e inténtalo de nuevo.',
  },
  429: {
    title: 'Demasiadas solicitudes',
    body: 'Recibimos muchas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
  },
  503: {
    title: MAINTENANCE_TEXT,
    body: 'Estamos mejorando Kodea para ti. Vuelve a intentarlo en unos minutos.',
  },
};
