/**
 * The privacy policy's text (Ley 29733 art. 18, its regulation DS 016-2024-JUS; issue 75 point 3),
 * filled with the facts only the business knows (server/privacy/policy-facts.ts): the controller,
 * its registered data bank, its e-mail and every recipient. The words are versioned by
 * PRIVACY_POLICY_VERSION (kernel/texts/privacy.ts): a change here is a new version.
 */
import { ARCO_RESPONSE_BUSINESS_DAYS } from '../arco';
import { MY_DATA_TEXT } from './privacy';

export const RECIPIENT_ROLES = [
  'hosting',
  'card',
  'globalCard',
  'localPayments',
  'receipts',
  'tax',
  'email',
  'whatsapp',
  'classes',
  'location',
] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

const CARD_DATA =
  'Los datos de tu tarjeta (los escribes en su formulario seguro: Kodea no los recibe), tu nombre, tu correo y el monto';
const RECEIPT_DATA = 'Tu nombre, tu DNI o RUC y el detalle de tu compra';

/** What each recipient does for Kodea and which data it receives. */
export const RECIPIENT_ROLE_TEXT: Record<RecipientRole, { purpose: string; data: string }> = {
  hosting: {
    purpose: 'Aloja este sitio, la plataforma de Kodea y su base de datos',
    data: 'Todos los datos de esta política',
  },
  card: { purpose: 'Procesa los pagos con tarjeta en soles, Yape y Plin', data: CARD_DATA },
  globalCard: {
    purpose: 'Procesa los pagos con tarjeta en dólares y las suscripciones mensuales',
    data: CARD_DATA,
  },
  localPayments: {
    purpose: 'Emite los códigos para pagar en agentes, bodegas y por transferencia bancaria',
    data: 'Tu nombre, tu correo y el monto',
  },
  receipts: {
    purpose: 'Emite tus boletas y facturas electrónicas y las envía a la SUNAT',
    data: RECEIPT_DATA,
  },
  tax: { purpose: 'Recibe tus comprobantes electrónicos, como manda la ley', data: RECEIPT_DATA },
  email: {
    purpose: 'Envía nuestros correos: confirmaciones, comprobantes y avisos',
    data: 'Tu nombre, tu correo y lo que dice cada correo',
  },
  whatsapp: {
    purpose: 'Envía los avisos por WhatsApp, solo si los eliges',
    data: 'Tu celular, el nombre de tu hijo o hija, el curso y la hora de la clase',
  },
  classes: {
    purpose: 'Da las clases en vivo y la zona de estudiantes',
    data: 'El nombre y el usuario de estudiante de tus hijos',
  },
  location: {
    purpose: 'Calcula tu país aproximado para mostrarte los precios en tu moneda',
    data: 'La dirección IP de tu conexión',
  },
};

export const PERU_NAME = 'Perú';

export interface PolicyFactsText {
  controller: { legalName: string; ruc: string; address: string };
  dataBank: { name: string; code: string };
  supportEmail: string;
  recipients: ReadonlyArray<{ name: string; country: string; role: RecipientRole }>;
}

export interface RecipientRow {
  name: string;
  country: string;
  abroad: boolean;
  purpose: string;
  data: string;
}

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  /** The recipients' table, in the section that names them. */
  recipients?: readonly RecipientRow[];
}

export const PRIVACY_LEAD =
  'En Kodea cuidamos los datos de tu familia. Aquí te contamos, en palabras simples, quién es responsable de ellos, qué datos pedimos y para qué, cuánto tiempo los guardamos, con quién los compartimos y cómo puedes ejercer tus derechos o retirar tu consentimiento.';

/** The short notice where the data are asked (sign-up, step 1), before the link to the policy. */
export const PRIVACY_NOTICE =
  'Kodea tratará estos datos para crear tu cuenta, inscribir a tus hijos, cobrar tus compras y emitir tus comprobantes. Todos son necesarios para registrarte. Quién los recibe, cuánto tiempo los guardamos y cómo ejercer tus derechos o retirar tu consentimiento:';

const MY_DATA_LINK = '«Mis datos», en la Zona de Padres';

export function privacyPolicy(facts: PolicyFactsText): PolicySection[] {
  const { controller, dataBank, supportEmail } = facts;
  const { access, rectification } = ARCO_RESPONSE_BUSINESS_DAYS;
  return [
    {
      id: 'responsable',
      heading: '1. Quién es responsable de tus datos',
      paragraphs: [
        `${controller.legalName} («Kodea»), con RUC ${controller.ruc} y domicilio en ${controller.address}, brinda clases en vivo de programación para niños y adolescentes y es responsable del tratamiento de los datos personales que nos das. Los tratamos conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y a su Reglamento, aprobado por el Decreto Supremo N.° 016-2024-JUS.`,
        `Tus datos se guardan en el banco de datos personales «${dataBank.name}», de titularidad de Kodea e inscrito en el Registro Nacional de Protección de Datos Personales con el código ${dataBank.code}.`,
        `Para cualquier consulta sobre tus datos, escríbenos a ${supportEmail}.`,
      ],
    },
    {
      id: 'datos',
      heading: '2. Qué datos recopilamos',
      paragraphs: [
        'Del padre, madre o tutor: nombres y apellidos, correo electrónico, celular, país y ciudad, relación con el estudiante, tipo y número de documento, cómo te enteraste de Kodea, y tus compras y pagos (nunca guardamos los datos de tu tarjeta).',
        'De cada hijo o hija: su nombre, su rango de edad, su experiencia previa en programación, el sistema operativo de su computadora, su usuario de estudiante, los cursos en los que está inscrito, su asistencia, su avance y sus certificados.',
        'Si usas el Libro de Reclamaciones: tus nombres, tu documento, tu domicilio, tu teléfono, tu correo y el detalle de tu reclamo o queja. Cuando visitas el sitio: la dirección IP de tu conexión y una cookie de sesión.',
      ],
    },
    {
      id: 'hijos',
      heading: '3. Los datos de tus hijos',
      paragraphs: [
        'Los datos de niñas, niños y adolescentes tienen una protección especial. Solo los tratamos con tu consentimiento previo, expreso e informado como padre, madre o tutor, que registramos con la fecha, la hora y la versión de esta política que aceptaste. Publicar esta política no reemplaza tu consentimiento.',
      ],
    },
    {
      id: 'finalidades',
      heading: '4. Para qué usamos tus datos',
      paragraphs: [
        'Para crear tu cuenta y las cuentas de estudiante de tus hijos, inscribirlos en los cursos y grupos que elijas, darles sus clases, recomendarles cursos de su edad, cobrar tus compras y emitir tus comprobantes, enviarte avisos de clases, atenderte cuando nos escribes y responder tus reclamos. No vendemos tus datos ni los usamos para publicidad de terceros.',
      ],
    },
    {
      id: 'obligatorios',
      heading: '5. Qué datos son obligatorios y qué pasa si no nos los das',
      paragraphs: [
        'Todos los datos que pide el formulario para crear tu cuenta y los de cada hijo son obligatorios: sin ellos no podemos registrarte ni inscribir a tus hijos. Tu documento es necesario además para emitir la boleta o factura que exige la ley. Sin tu consentimiento para los datos de tus hijos no podemos registrarlos.',
        'En el Libro de Reclamaciones, los datos que pide la norma son necesarios para registrar tu reclamo y responderte. Los avisos por WhatsApp son opcionales: si no los eliges, te avisamos por correo.',
      ],
    },
    {
      id: 'plazo',
      heading: '6. Cuánto tiempo los guardamos',
      paragraphs: [
        'Mientras tu cuenta esté activa. Si pides cancelarla, eliminamos o anonimizamos los datos de tu familia, salvo los de compras y comprobantes, que guardamos el tiempo que exigen las normas tributarias, y las hojas del Libro de Reclamaciones, que guardamos el tiempo que exige su norma.',
      ],
    },
    {
      id: 'destinatarios',
      heading: '7. Quién recibe tus datos',
      paragraphs: [
        'Compartimos solo lo necesario para cada fin con estos destinatarios, que tratan tus datos por encargo de Kodea o, en el caso de la SUNAT, por mandato de la ley:',
        `Los que están fuera del ${PERU_NAME} reciben tus datos en una transferencia internacional (flujo transfronterizo), solo para el fin indicado y con las garantías que exigen la Ley N.° 29733 y su Reglamento. No compartimos tus datos con nadie más, salvo que una autoridad lo ordene conforme a ley.`,
      ],
      recipients: facts.recipients.map((recipient) => ({
        name: recipient.name,
        country: recipient.country,
        abroad: recipient.country !== PERU_NAME,
        ...RECIPIENT_ROLE_TEXT[recipient.role],
      })),
    },
    {
      id: 'derechos',
      heading: '8. Tus derechos ARCO y cómo ejercerlos',
      paragraphs: [
        'Puedes ejercer en cualquier momento, sin costo, tus derechos de Acceso, Rectificación, Cancelación y Oposición (ARCO) sobre tus datos y los de tus hijos.',
        `En ${MY_DATA_LINK}, puedes descargar los datos de tu familia y enviarnos una solicitud de acceso, rectificación, cancelación u oposición; te confirmamos por correo que la recibimos y la fecha límite de nuestra respuesta. También puedes escribirnos a ${supportEmail} desde el correo de tu cuenta, con tu nombre y el derecho que quieres ejercer.`,
        `Te respondemos en los plazos del Reglamento: ${access} días hábiles para el acceso y ${rectification} días hábiles para la rectificación, la cancelación y la oposición, contados desde el día siguiente a tu solicitud.`,
        'Si no estás conforme con nuestra respuesta, puedes presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.',
      ],
    },
    {
      id: 'retirar-consentimiento',
      heading: '9. Cómo retirar tu consentimiento',
      paragraphs: [
        `Puedes retirar tu consentimiento cuando quieras, sin costo y sin darnos razones: en ${MY_DATA_LINK}, junto a cada consentimiento, marca la casilla y pulsa «Retirar este consentimiento», o escríbenos a ${supportEmail}. Te confirmamos el retiro por correo.`,
        MY_DATA_TEXT.withdrawMeans,
      ],
    },
  ];
}
