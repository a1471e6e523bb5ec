/** The sign-up's error summary (issue 20 point 7): links in page order, the password asked again. */
import { describe, expect, it } from 'vitest';
import {
  childrenSummary,
  guardianSummary,
  withPasswordAgain,
} from '../../app/routes/registro/sign-up-summary.server';
import { SIGN_UP_TEXT } from '../../kernel/texts/sign-up';

describe('the sign-up error summary', () => {
  it('lists step 1 errors in the order of the fields, each linking to its id', () => {
    expect(
      guardianSummary({
        acceptTerms: 'Debes aceptar los términos y condiciones',
        documentNumber: 'El DNI tiene 8 dígitos',
        email: 'Ya existe una cuenta',
        form: 'not a field',
      }),
    ).toEqual([
      { fieldId: 'registro-email', message: 'Ya existe una cuenta' },
      { fieldId: 'registro-documentNumber', message: 'El DNI tiene 8 dígitos' },
      { fieldId: 'registro-acceptTerms', message: 'Debes aceptar los términos y condiciones' },
    ]);
  });

  it('names the child of each step 2 error', () => {
    expect(
      childrenSummary(
        { 'children.1.age': 'Elige su rango de edad', 'children.0.firstName': 'Ingresa el nombre' },
        2,
      ),
    ).toEqual([
      { fieldId: 'hijo-0-firstName', message: 'Hijo o hija 1: Ingresa el nombre' },
      { fieldId: 'hijo-1-age', message: 'Hijo o hija 2: Elige su rango de edad' },
    ]);
  });

  it('asks for the password again unless it has an error of its own', () => {
    expect(withPasswordAgain({ email: 'x' })).toEqual({ email: 'x', password: SIGN_UP_TEXT.passwordAgain });
    expect(withPasswordAgain({ password: 'La contraseña debe tener al menos 8 caracteres' })).toEqual({
      password: 'La contraseña debe tener al menos 8 caracteres',
    });
  });
});
