/** 'Mis datos', the anchors its forms return to, and the intent that tells its forms apart. */
export const MY_DATA_PATH = '/dashboard/mis-datos';
export const DATA_REQUESTS_ANCHOR = 'solicitudes';
export const CONSENTS_ANCHOR = 'consentimientos';
/** The consent form's intent; a form without one is an ARCO request. */
export const WITHDRAW_CONSENT_INTENT = 'withdraw-consent';
