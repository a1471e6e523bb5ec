/** The contact form's state as the action answers it; its texts are in kernel/texts/contact.ts. */
import type { SubmissionResult } from '@conform-to/react';

export interface ContactFormState {
  /** Conform's reply: the field errors and the values typed (decision 078). */
  result: SubmissionResult<string[]>;
  /** The §8 failure, shown as the page's toast rather than on the form. */
  formError: string | null;
}
