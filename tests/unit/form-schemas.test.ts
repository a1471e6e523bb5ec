/** The sign-up's step schemas and the complaints book's schema (docs/decisions/019). */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ComplaintInputSchema } from '../../server/validation/complaint';
import { ChildrenStepSchema, GuardianStepSchema, RegisterInputSchema } from '../../server/validation/sign-up';
import { CHILD_INPUT, COMPLAINT_INPUT, CONSENT_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';

const GUARDIAN = {
  ...GUARDIAN_INPUT,
  // Spaces and capitals a person types: the schema normalises them.
  firstName: ' Rosa ',
  email: 'Rosa.Huaman@Example.com',
  phone: '987 654 321',
};

const CHILD = CHILD_INPUT;

function errorsOf(result: { success: boolean; error?: z.ZodError }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('GuardianStepSchema (step 1)', () => {
  it('accepts a parent in Peru: trimmed, e-mail in lower case, phone in E.164', () => {
    const parsed = GuardianStepSchema.parse(GUARDIAN);
    expect(parsed).toMatchObject({
      firstName: 'Rosa',
      email: 'rosa.huaman@example.com',
      phone: '+51987654321',
      documentNumber: '45678912',
    });
  });

  it('accepts a parent in Mexico with a CURP and a Mexican phone', () => {
    const parsed = GuardianStepSchema.parse({
      ...GUARDIAN,
      phoneCountry: 'MX',
      phone: '55 1234 5678',
      country: 'MX',
      documentType: 'CURP',
      documentNumber: 'gomc850101hdfrrr09',
    });
    expect(parsed.phone).toBe('+525512345678');
    expect(parsed.documentNumber).toBe('GOMC850101HDFRRR09');
  });

  it('reports every field at once, in Spanish, the rules across fields included', () => {
    const errors = errorsOf(
      GuardianStepSchema.safeParse({
        phoneCountry: 'PE',
        phone: '12345',
        country: 'PE',
        documentType: 'DNI',
        documentNumber: '123',
      }),
    );
    expect(errors).toEqual({
      firstName: 'Ingresa tu nombre',
      lastName: 'Ingresa tus apellidos',
      email: 'Ingresa tu correo electrónico',
      password: 'Crea una contraseña',
      city: 'Ingresa tu ciudad',
      relation: 'Elige tu relación con el estudiante',
      source: 'Cuéntanos cómo te enteraste de Kodea',
      acceptTerms: 'Debes aceptar los términos y condiciones',
      phone: 'Ingresa un número de celular válido para el país elegido',
      documentNumber: 'El DNI tiene 8 dígitos',
    });
  });

  it('refuses a document that does not belong to the country', () => {
    expect(errorsOf(GuardianStepSchema.safeParse({ ...GUARDIAN, documentType: 'CURP' }))).toEqual({
      documentType: 'Ese documento no corresponde a tu país',
    });
  });

  it('checks the phone against the chosen phone country, not the residence', () => {
    expect(errorsOf(GuardianStepSchema.safeParse({ ...GUARDIAN, phoneCountry: 'CO' }))).toEqual({
      phone: 'Ingresa un número de celular válido para el país elegido',
    });
    expect(
      GuardianStepSchema.safeParse({ ...GUARDIAN, phoneCountry: 'CO', phone: '300 123 4567' }).success,
    ).toBe(true);
  });

  it('asks for a password of 8 characters with letters and numbers', () => {
    expect(errorsOf(GuardianStepSchema.safeParse({ ...GUARDIAN, password: 'abcdefgh' }))).toEqual({
      password: 'La contraseña debe tener al menos un número',
    });
    expect(errorsOf(GuardianStepSchema.safeParse({ ...GUARDIAN, password: '12345678' }))).toEqual({
      password: 'La contraseña debe tener al menos una letra',
    });
  });

  it('refuses a malformed e-mail and an unknown option', () => {
    expect(
      errorsOf(
        GuardianStepSchema.safeParse({ ...GUARDIAN, email: 'rosa@', relation: 'abuela', country: 'XX' }),
      ),
    ).toEqual({
      email: 'Ingresa un correo electrónico válido',
      relation: 'Elige tu relación con el estudiante',
      country: 'Elige tu país',
    });
  });
});

describe('ChildrenStepSchema (step 2)', () => {
  it('accepts one to six children', () => {
    expect(
      ChildrenStepSchema.parse({ children: [CHILD, { ...CHILD, firstName: 'Valentina', age: '16_plus' }] })
        .children,
    ).toHaveLength(2);
    expect(errorsOf(ChildrenStepSchema.safeParse({ children: [] }))).toEqual({
      children: 'Agrega al menos un hijo o hija',
    });
    expect(errorsOf(ChildrenStepSchema.safeParse({ children: Array(7).fill(CHILD) }))).toEqual({
      children: 'Puedes registrar hasta 6 hijos a la vez',
    });
  });

  it("names each row's field in its errors", () => {
    expect(
      errorsOf(
        ChildrenStepSchema.safeParse({
          children: [CHILD, { firstName: ' ', age: '12_plus', experience: 'expert', operatingSystem: '' }],
        }),
      ),
    ).toEqual({
      'children.1.firstName': 'Ingresa el nombre de tu hijo o hija',
      'children.1.age': 'Elige su rango de edad',
      'children.1.experience': 'Elige su experiencia previa',
      'children.1.operatingSystem': 'Elige el sistema operativo de su computadora',
    });
  });

  it('both steps and the consent together are the input of auth.register', () => {
    const consent = CONSENT_INPUT;
    expect(RegisterInputSchema.safeParse({ guardian: GUARDIAN, children: [CHILD], consent }).success).toBe(
      true,
    );
    // No consent for the children's data, or one of another text: refused (issue 55 point 6).
    expect(RegisterInputSchema.safeParse({ guardian: GUARDIAN, children: [CHILD] }).success).toBe(false);
    const old = { ...consent, textVersion: 'privacidad-2020-01' };
    expect(
      RegisterInputSchema.safeParse({ guardian: GUARDIAN, children: [CHILD], consent: old }).success,
    ).toBe(false);
    // What the session kept (already normalised) passes again.
    const kept = GuardianStepSchema.parse(GUARDIAN);
    expect(RegisterInputSchema.parse({ guardian: kept, children: [CHILD], consent }).guardian).toEqual(kept);
  });
});

const COMPLAINT = { ...COMPLAINT_INPUT, amount: '450,50' };

describe('ComplaintInputSchema', () => {
  it('accepts an adult consumer: amount as a number, phone in E.164, no guardian', () => {
    const parsed = ComplaintInputSchema.parse(COMPLAINT);
    expect(parsed).toMatchObject({ amount: 450.5, phone: '+51987654321', guardian: null });
  });

  it("a minor needs a guardian's name and document", () => {
    expect(errorsOf(ComplaintInputSchema.safeParse({ ...COMPLAINT, isMinor: true }))).toEqual({
      guardianName: 'Ingresa el nombre de tu padre, madre o apoderado',
      guardianDocumentType: 'Elige el tipo de documento del apoderado',
    });
    expect(
      errorsOf(
        ComplaintInputSchema.safeParse({
          ...COMPLAINT,
          isMinor: true,
          guardianName: 'Luis Rojas',
          guardianDocumentType: 'DNI',
          guardianDocumentNumber: '123',
        }),
      ),
    ).toEqual({
      guardianDocumentNumber: 'El DNI tiene 8 dígitos',
    });
    const parsed = ComplaintInputSchema.parse({
      ...COMPLAINT,
      isMinor: true,
      guardianName: 'Luis Rojas',
      guardianDocumentType: 'passport',
      guardianDocumentNumber: 'p1234567',
    });
    expect(parsed.guardian).toEqual({
      name: 'Luis Rojas',
      documentType: 'passport',
      documentNumber: 'P1234567',
    });
  });

  it('checks the district against the department, the amount, the claim options and the acceptance', () => {
    expect(
      errorsOf(
        ComplaintInputSchema.safeParse({
          ...COMPLAINT,
          department: 'Cusco',
          amount: '-5',
          claimObject: 'curso',
          claimType: '',
          acceptance: false,
        }),
      ),
    ).toEqual({
      amount: 'Ingresa el monto en soles, por ejemplo 450 o 450.50',
      claimObject: 'Elige si es un producto o un servicio',
      claimType: 'Elige si es un reclamo o una queja',
      acceptance: 'Debes confirmar que los datos son verdaderos',
      district: "Si no vives en el departamento de Lima, elige 'NO RESIDO EN LIMA'",
    });
  });

  it("takes the documents of the consumer's country (Peru by default) and a valid phone", () => {
    expect(
      errorsOf(ComplaintInputSchema.safeParse({ ...COMPLAINT, documentType: 'CURP', phone: '123' })),
    ).toEqual({
      documentType: 'Ese documento no corresponde a tu país',
      phone: 'Ingresa un teléfono válido, por ejemplo 987654321',
    });
    expect(errorsOf(ComplaintInputSchema.safeParse({ ...COMPLAINT, documentType: 'licencia' }))).toEqual({
      documentType: 'Elige el tipo de documento',
    });
  });

  it("a consumer abroad (issue 75 point 2): their country's document and phone, no department or district", () => {
    const abroad = {
      ...COMPLAINT,
      country: 'MX',
      documentType: 'CURP',
      documentNumber: 'gomc850101hdfrrr09',
      address: 'Av. Insurgentes Sur 1602, Ciudad de México',
      department: '',
      district: '',
      phone: '55 1234 5678',
    };
    expect(ComplaintInputSchema.parse(abroad)).toMatchObject({
      country: 'MX',
      documentNumber: 'GOMC850101HDFRRR09',
      department: null,
      district: null,
      phone: '+525512345678',
    });
    expect(
      errorsOf(ComplaintInputSchema.safeParse({ ...abroad, documentType: 'DNI', phone: '123' })),
    ).toEqual({
      documentType: 'Ese documento no corresponde a tu país',
      phone: 'Ingresa un teléfono válido de tu país, o con su código: +57 601 234 5678',
    });
    expect(errorsOf(ComplaintInputSchema.safeParse({ ...abroad, country: 'ZZ' }))).toEqual({
      country: 'Elige tu país',
    });
    // In Peru both are asked.
    expect(errorsOf(ComplaintInputSchema.safeParse({ ...COMPLAINT, department: '', district: '' }))).toEqual({
      department: 'Elige tu departamento',
    });
    expect(errorsOf(ComplaintInputSchema.safeParse({ ...COMPLAINT, district: '' }))).toEqual({
      district: 'Elige tu distrito',
    });
  });
});
