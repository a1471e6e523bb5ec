/** Certificates anyone can verify (decision 087): the PDF's line and the public page's words. */
export const CERTIFICATE_TEXT = {
  /** Printed on the certificate, above its QR code. */
  codeLine: (code: string) => `Código de verificación: ${code}`,
  pageTitle: 'Verificación de certificado',
  valid: 'Certificado válido',
  validLead: 'Kodea emitió este certificado.',
  holder: 'Otorgado a',
  course: 'Curso',
  path: 'Ruta',
  issuedOn: 'Fecha de emisión',
  notFound: 'No encontramos este certificado',
  notFoundLead:
    'Revisa que el código esté completo y escrito tal como aparece en el certificado. Si lo escaneaste y ves este mensaje, el certificado no es válido.',
  description: 'Comprueba que un certificado de Kodea es auténtico con su código de verificación.',
} as const;

/** A certificate's public address, the one its QR code holds. */
export const certificatePath = (code: string) => `/certificados/${code}`;
