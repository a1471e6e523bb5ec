/**
 * The privacy policy and the parent's consent for a child's data (issue 55 point 6; Ley 29733 and
 * its regulation, DS 016-2024-JUS). A new text gets a new version id: a consent records the version
 * the parent read, so a changed text never borrows an older consent.
 */

export const PRIVACY_PATH = '/politica-de-privacidad';

/** The id of the policy and consent text below; changed with every change of their words. */
export const PRIVACY_POLICY_VERSION = 'privacidad-2026-11';

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

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

export const PRIVACY_LEAD =
  'En Kodea cuidamos los datos de tu familia. Aquí te contamos, en palabras simples, qué datos pedimos, para qué, cuánto tiempo los guardamos, con quién los compartimos y cómo puedes ejercer tus derechos.';

export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    heading: '1. Quién es responsable de tus datos',
    paragraphs: [
      'Kodea, que brinda clases en vivo de programación para niños y adolescentes desde el Perú, es responsable del tratamiento de los datos personales que nos das. Tratamos tus datos conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y a su Reglamento, aprobado por el Decreto Supremo N.° 016-2024-JUS.',
    ],
  },
  {
    heading: '2. Qué datos recopilamos',
    paragraphs: [
      'Del padre, madre o tutor: nombres y apellidos, correo electrónico, celular, país y ciudad, relación con el estudiante, tipo y número de documento, cómo te enteraste de Kodea, y tus compras y pagos (nunca guardamos los datos de tu tarjeta).',
      'De cada hijo o hija: su nombre, su rango de edad, su experiencia previa en programación, el sistema operativo de su computadora, su usuario de estudiante, los cursos en los que está inscrito, su avance y sus certificados.',
    ],
  },
  {
    heading: '3. Los datos de tus hijos',
    paragraphs: [
      'Los datos de niñas, niños y adolescentes tienen una protección especial. Solo los tratamos con tu consentimiento previo, expreso e informado como padre, madre o tutor, que registramos con la fecha, la hora y la versión de esta política que aceptaste. Publicar esta política no reemplaza tu consentimiento.',
    ],
  },
  {
    heading: '4. Para qué usamos tus datos',
    paragraphs: [
      'Para crear tu cuenta y las cuentas de estudiante de tus hijos, inscribirlos en los cursos y grupos que elijas, recomendarles cursos de su edad, cobrar tus compras y emitir tus comprobantes, enviarte avisos de clases y atenderte cuando nos escribes. No vendemos tus datos ni los usamos para publicidad de terceros.',
    ],
  },
  {
    heading: '5. Cuánto tiempo los guardamos',
    paragraphs: [
      'Mientras tu cuenta esté activa. Si pides cancelarla, eliminamos o anonimizamos los datos de tu familia, salvo los de compras y comprobantes, que guardamos el tiempo que exigen las normas tributarias.',
    ],
  },
  {
    heading: '6. Quién recibe tus datos',
    paragraphs: [
      'Nuestra plataforma (la API de Kodea), donde guardamos las cuentas, inscripciones y compras; y el proveedor de pagos con tarjeta, que recibe los datos de tu tarjeta directamente en su formulario seguro para procesar el cobro. Compartimos solo lo necesario para cada fin.',
    ],
  },
  {
    heading: '7. Tus derechos ARCO',
    paragraphs: [
      'Puedes ejercer en cualquier momento tus derechos de Acceso, Rectificación, Cancelación y Oposición (ARCO) sobre tus datos y los de tus hijos. En la Zona de Padres, «Mis datos» te muestra los consentimientos que diste y te permite descargar los datos de tu familia.',
      'Para rectificar, cancelar u oponerte, escríbenos al correo de soporte que figura en Contáctanos indicando tu nombre y tu correo de la cuenta; te responderemos en los plazos que fija la ley. Si no estás conforme con nuestra respuesta, puedes acudir a la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.',
    ],
  },
];

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
