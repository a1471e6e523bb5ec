import type { SubmissionResult } from '@conform-to/react';

export interface ContactFormState {
  result: SubmissionResult<string[]>;
  /** The §8 failure, shown as the page's toast rather than on the form. */
  formError: string | null;
}
