/** The sign-up's step 1 as it comes back: the password is no error of its own (issue 53 point 7). */
import { describe, expect, it } from 'vitest';
import { guardianResult } from '../../app/routes/registro/sign-up-form.server';
import { summaryOf } from '../../app/components/forms/error-summary';
import { SIGN_UP_TEXT } from '../../kernel/texts/sign-up';

describe('step 1 coming back', () => {
  it("draws step 1 from the kept draft with the API's field errors and the form's message, never blaming the password", () => {
    expect(
      guardianResult(
        { firstName: 'Rosa', acceptTerms: true },
        { email: SIGN_UP_TEXT.emailTaken },
        SIGN_UP_TEXT.checkData,
      ),
    ).toEqual({
      status: 'error',
      initialValue: { firstName: 'Rosa', acceptTerms: 'on' },
      error: {
        email: [SIGN_UP_TEXT.emailTaken],
        '': [SIGN_UP_TEXT.checkData],
      },
    });
  });
});

describe('the error summary', () => {
  it("lists each field's first message in the order given, with its label when rows repeat", () => {
    expect(
      summaryOf([
        { id: 'registro-email', errors: ['Ya existe una cuenta', 'otra'] },
        { id: 'registro-phone' },
        { id: 'hijo-1-age', errors: ['Elige su rango de edad'], label: 'Hijo o hija 2' },
      ]),
    ).toEqual([
      { fieldId: 'registro-email', message: 'Ya existe una cuenta' },
      { fieldId: 'hijo-1-age', message: 'Hijo o hija 2: Elige su rango de edad' },
    ]);
  });
});
