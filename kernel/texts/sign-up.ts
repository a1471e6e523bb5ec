/** The sign-up's texts (docs/decisions/019). */
export const SIGN_UP_TEXT = {
  title: 'Crear cuenta',
  lead: 'Registra a tu familia en Kodea: primero tus datos como padre, madre o tutor, luego los de tus hijos.',
  guardianHeading: 'Paso 1 de 2: tus datos',
  childrenHeading: 'Paso 2 de 2: tus hijos',
  childrenLead: (name: string) =>
    `${name}, cuéntanos de cada hijo o hija: así le recomendamos cursos de su edad y te decimos qué necesita su computadora.`,
  emailTaken: 'Ya existe una cuenta con este correo electrónico. Inicia sesión o usa otro correo.',
  checkData: 'Revisa los datos marcados. Vuelve a escribir tu contraseña para continuar.',
  /** Step 1 back: the password is never sent back to the page, so it is typed again. */
  passwordAgain: 'Por seguridad, vuelve a escribir tu contraseña.',
  /** Enter in a child's field checks the rows and keeps them; only 'Crear cuenta' registers. */
  childrenChecked:
    "Guardamos los datos de tus hijos. Pulsa 'Crear cuenta' para terminar o 'Agregar otro hijo' si te falta alguno.",
  childLabel: (index: number) => `Hijo o hija ${index + 1}`,
  expired: 'Tus datos ya no están guardados: completa de nuevo el paso 1.',
  /** This connection's own limit. */
  tooMany: 'Demasiados registros desde esta conexión. Espera unos minutos antes de volver a intentarlo.',
  /** The limit every visitor shares: nothing this family did (decision 098). */
  siteBusy:
    'En este momento estamos recibiendo demasiados registros. Tus datos siguen aquí: espera unos minutos y vuelve a intentarlo.',
  failure:
    'No pudimos crear tu cuenta en este momento. Tus datos siguen aquí: inténtalo de nuevo en unos minutos.',
  welcome: (name: string) => `¡Te damos la bienvenida a Kodea, ${name}! Tu cuenta está lista.`,
  signedIn: 'Ya tienes una sesión iniciada. Para registrar otra familia, cierra sesión primero.',
} as const;

/** Adding a child after sign-up, from 'Perfiles' (issue 20, decision 032). */
export const ADD_CHILD_TEXT = {
  title: 'Agregar hijo o hija',
  lead: 'Cuéntanos de tu hijo o hija: así le recomendamos cursos de su edad y te decimos qué necesita su computadora. Verás su perfil y su usuario de estudiante en Perfiles y en la Zona de Padres.',
  submit: 'Agregar a mi familia',
  added: (name: string) => `Agregamos a ${name} a tu familia. Ya puedes ver su perfil.`,
  failure:
    'No pudimos agregar a tu hijo o hija en este momento. Tus datos siguen aquí: inténtalo de nuevo en unos minutos.',
} as const;
