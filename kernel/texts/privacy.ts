/**
 * The parent's consent for a child's data and 'Mis datos' (issue 55 point 6, issue 75 point 3; Ley
 * 29733 and its regulation, DS 016-2024-JUS). The policy's own words are in privacy-policy.ts. A
 * new text of either gets a new version id: a consent records the version the parent read, so a
 * changed text never borrows an older consent.
 */

export const PRIVACY_PATH = '/politica-de-privacidad';

/** The id of the policy's text (privacy-policy.ts) and the consent text below; changed with every change of their words. */
export const PRIVACY_POLICY_VERSION = 'privacidad-2026-12';

export const PRIVACY_TITLE = 'Política de privacidad';

/** The consent box of the sign-up's children step and of 'Agregar hijo'. */
export const CHILD_DATA_CONSENT = {
  /** Its form field's name, the same in both forms (e2e helpers tick it by this name). */
  field: 'childDataConsent',
  before:
    'Como padre, madre o tutor, doy mi consentimiento expreso para que Kodea trate los datos de mis hijos según la ',
  link: PRIVACY_TITLE,
  after: ' (Ley N.° 29733).',
  required: 'Para registrar los datos de tu hijo o hija necesitamos tu consentimiento: marca la casilla.',
} as const;

/** 'Mis datos' in the parents' zone. */
export const MY_DATA_TEXT = {
  title: 'Mis datos',
  lead: 'Los consentimientos que diste, los datos de tu familia que guarda Kodea y tus derechos sobre ellos. Puedes descargar tus datos, retirar un consentimiento o enviarnos una solicitud cuando quieras.',
  consentsHeading: 'Tus consentimientos',
  noConsents: 'Aún no hay consentimientos registrados en tu cuenta.',
  consentLine: (version: string, date: string) => `Versión ${version} de la política, aceptada el ${date}`,
  consentsLead:
    'Puedes retirar cualquiera de estos consentimientos cuando quieras, sin costo y sin darnos razones, con el botón que está junto a cada uno.',
  /** What withdrawing means, said before the button and in the confirmation e-mail. */
  withdrawMeans:
    'Si retiras un consentimiento, dejaremos de tratar los datos de los hijos que cubre: cerraremos sus cuentas de estudiante y no podrán seguir sus clases. Guardaremos solo lo que la ley nos obliga, como los comprobantes de pago, y lo que hicimos antes del retiro sigue siendo válido. Si más adelante quieres inscribirlos de nuevo, te pediremos otra vez tu consentimiento.',
  consentChildren: (names: string) => `Cubre los datos de: ${names}`,
  withdrawConfirm: (date: string) => `Entiendo lo que significa retirar el consentimiento que di el ${date}.`,
  withdrawConfirmRequired: 'Marca la casilla para confirmar que quieres retirar este consentimiento',
  withdraw: 'Retirar este consentimiento',
  withdrawn: 'Retiramos tu consentimiento y te enviamos la confirmación por correo.',
  withdrawnLine: (date: string) => `Retirado el ${date}`,
  withdrawFailure: 'No pudimos retirar tu consentimiento. Inténtalo de nuevo en unos minutos.',
  withdrawNotFound: 'Ese consentimiento ya no está en tu cuenta. Revisa la lista actualizada.',
  download: 'Descargar mis datos (JSON)',
  parentHeading: 'Tus datos',
  childrenHeading: 'Tus hijos',
  purchasesHeading: 'Tus compras',
  noPurchases: 'Aún no tienes compras.',
  signIn: 'Inicia sesión para ver tus datos.',
} as const;
