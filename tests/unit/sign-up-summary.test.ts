/** The sign-up's step 1 as it comes back (issue 20 point 7): the password asked again. */
import { describe, expect, it } from 'vitest';
import { guardianResult, withPasswordAgain } from '../../app/routes/registro/sign-up-form.server';
import { summaryOf } from '../../app/components/forms/error-summary';
import { SIGN_UP_TEXT } from '../../kernel/texts/sign-up';

describe('step 1 coming back', () => {
  it('asks for the password again when a field has an error and the password has none of its own', () => {
    expect(withPasswordAgain({ email: ['x'] })).toEqual({ password: [SIGN_UP_TEXT.passwordAgain] });
    expect(
      withPasswordAgain({ password: ['La contraseña debe tener al menos 8 caracteres'] }),
    ).toBeUndefined();
    // Only the form's own message (a lost draft): nothing typed is blamed.
    expect(withPasswordAgain({ '': ['Tus datos ya no están guardados'] })).toBeUndefined();
    expect(withPasswordAgain(null)).toBeUndefined();
  });

  it("draws step 1 from the kept draft with the API's field errors and the form's message", () => {
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
        password: [SIGN_UP_TEXT.passwordAgain],
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
