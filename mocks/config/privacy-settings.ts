/**
 * The privacy policy's business facts in mock mode (issue 75 point 3), as BUSINESS_* has its
 * fixture issuer: a registered data bank and who receives the families' data for each role. A
 * real deployment sets its own (.env.example); the server refuses to start without them.
 */
export const MOCK_PRIVACY_SETTINGS = {
  DATA_BANK_NAME: 'Clientes, padres de familia y alumnos',
  DATA_BANK_CODE: 'RNPDP-PJP N.° 24817',
  DATA_RECIPIENTS_HOSTING: 'Amazon Web Services, Inc. | Estados Unidos',
  DATA_RECIPIENTS_EMAIL: 'Twilio SendGrid | Estados Unidos',
  DATA_RECIPIENTS_CLASSES: 'Zoom Video Communications, Inc. | Estados Unidos',
  DATA_RECIPIENTS_RECEIPTS: 'Nubefact S.A. (operador de servicios electrónicos) | Perú',
  DATA_RECIPIENTS_LOCATION: 'ipapi (Kloudend, Inc.) | Estados Unidos',
} as const;
