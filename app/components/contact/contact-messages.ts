import type { SubmissionResult } from '@conform-to/react';

/** The sent message's id: the success redirect's fragment brings it into view without JavaScript. */
export const CONTACT_SENT_ID = 'contacto-enviado';
/** The same for the visitors' form on /contactanos. */
export const VISITOR_CONTACT_SENT_ID = 'consulta-enviada';

export interface ContactFormState {
  result: SubmissionResult<string[]>;
  /** The §8 failure, shown as the page's toast rather than on the form. */
  formError: string | null;
}
