/** From forms to API bodies and back, and the complaint's record (docs/decisions/019). */
import { PRIVACY_POLICY_VERSION } from '../../kernel/texts/privacy';
import { describe, expect, it } from 'vitest';
import { complaintBody } from '../../server/complaints/complaint-body';
import { complaintRecord, filedAtText, recordNumber } from '../../server/complaints/record';
import { RESPONSE_TIME_TEXT } from '../../kernel/texts/complaints';
import { guardianFieldErrors, registerBody } from '../../server/sign-up/register-body';
import { ComplaintInputSchema } from '../../server/validation/complaint';
import { GuardianStepSchema } from '../../server/validation/sign-up';
import { complaintPdf } from '../../app/routes/libro-de-reclamaciones.hoja.$token_.descargar/complaint-document.server';
import { pdfText } from '../support/pdf-text';
import { rowsOf, valuesOfGuardian } from '../../app/routes/registro/sign-up-form.server';
import { GUARDIAN_INPUT } from '../support/form-inputs';

const guardian = GuardianStepSchema.parse({
  ...GUARDIAN_INPUT,
  email: 'rosa@example.com',
  source: 'referral',
});

describe('sign-up forms', () => {
  it('reads the children rows Conform parsed, in order, anything but text as nothing', () => {
    expect(
      rowsOf({ children: [{ firstName: 'Mateo' }, undefined, { age: '5_to_7', experience: ['a', 'b'] }] }),
    ).toEqual([{ firstName: 'Mateo' }, {}, { age: '5_to_7' }]);
    expect(rowsOf({})).toEqual([]);
    expect(rowsOf({ children: 'x' })).toEqual([]);
  });

  it('never gives the password back to the page', () => {
    expect(JSON.stringify(valuesOfGuardian(guardian))).not.toContain('Kodea2026!');
    expect(valuesOfGuardian(guardian)).toMatchObject({ email: 'rosa@example.com', acceptTerms: true });
  });

  it("builds the API's body: snake case, the API's age ranges", () => {
    const body = registerBody({
      guardian,
      children: [
        { firstName: 'Mateo', age: '12_to_15', experience: 'notexperience', operatingSystem: 'linux' },
        { firstName: 'Valentina', age: '5_to_7', experience: 'advance', operatingSystem: 'macos' },
      ],
      consent: { textVersion: PRIVACY_POLICY_VERSION, acceptedAt: '2026-11-20T15:00:00.000Z' },
    });
    expect(body).toEqual({
      first_name: 'Rosa',
      last_name: 'Huamán Torres',
      email: 'rosa@example.com',
      password: 'Kodea2026!',
      phone: '+51987654321',
      country_code: 'PE',
      city: 'Arequipa',
      guardian_relation: 'mother',
      document_type: 'DNI',
      document_number: '45678912',
      marketing_source: 'referral',
      accept_terms: true,
      children: [
        { first_name: 'Mateo', age_range: '12_plus', experience: 'notexperience', operating_system: 'linux' },
        { first_name: 'Valentina', age_range: '5_to_7', experience: 'advance', operating_system: 'macos' },
      ],
      child_data_consent: { text_version: PRIVACY_POLICY_VERSION, accepted_at: '2026-11-20T15:00:00.000Z' },
    });
  });

  it("maps the API's field errors to the form's fields, dropping unknown ones", () => {
    expect(
      guardianFieldErrors({
        email: ['Ya existe.'],
        document_number: ['Inválido.'],
        children: ['x'],
        phone: [],
      }),
    ).toEqual({ email: 'Ya existe.', documentNumber: 'Inválido.' });
  });
});

const complaintInput = ComplaintInputSchema.parse({
  firstName: 'Carmen',
  lastName: 'Rojas <b>Salazar</b>',
  documentType: 'alien-certificate',
  documentNumber: '001234567',
  address: 'Av. Arequipa 1234',
  department: 'Lima',
  district: 'Miraflores',
  phone: '987654321',
  email: 'carmen@example.com',
  isMinor: true,
  guardianName: 'Luis Rojas',
  guardianDocumentType: 'DNI',
  guardianDocumentNumber: '41234567',
  claimObject: 'product',
  kit: 'kit_2',
  amount: '1250.5',
  goodDescription: 'Kit de robótica 1',
  claimType: 'complaint',
  detail: 'Me atendieron tarde.',
  request: 'Una disculpa.',
  acceptance: true,
});

describe('the complaint', () => {
  it("builds the API's body", () => {
    expect(complaintBody(complaintInput)).toMatchObject({
      document_type: 'alien-certificate',
      is_minor: true,
      guardian: { name: 'Luis Rojas', document_type: 'DNI', document_number: '41234567' },
      claim_object: 'product',
      good_name: 'Kit 2 (8 modelos)',
      amount: 1250.5,
      claim_type: 'complaint',
    });
  });

  it("numbers the record 'N.° 000123-2026'", () => {
    expect(recordNumber(123, 2026)).toBe('N.° 000123-2026');
    expect(recordNumber(1, 2027)).toBe('N.° 000001-2027');
    expect(recordNumber(1234567, 2026)).toBe('N.° 1234567-2026');
  });

  it("dates it in Spanish in the filer's time zone", () => {
    expect(filedAtText('2026-11-22T14:05:00.000Z', 'America/Lima')).toBe('22 de noviembre de 2026, 9:05 AM');
    expect(filedAtText('2026-11-22T04:05:00.000Z', 'America/Lima')).toBe('21 de noviembre de 2026, 11:05 PM');
  });

  it('shows what was filed with Spanish labels, and the legal response time', async () => {
    const sheetOf = (input: typeof complaintInput, id: string, number: number) => ({
      id,
      number,
      year: 2026,
      created_at: '2026-11-22T14:05:00.000Z',
      complaint: complaintBody(input),
      answer: null,
    });
    const record = complaintRecord(sheetOf(complaintInput, 'abc', 7), 'America/Lima');
    expect(record).toMatchObject({
      number: 'N.° 000007-2026',
      consumer: {
        document: 'Carné de extranjería 001234567',
        address: 'Av. Arequipa 1234, Miraflores, Lima',
      },
      guardian: { name: 'Luis Rojas', document: 'DNI 41234567' },
      good: { object: 'Producto', name: 'Kit 2 (8 modelos)', amount: 'S/ 1,250.50' },
      claim: { type: 'Queja' },
    });
    expect(RESPONSE_TIME_TEXT).toContain('15 días hábiles');
    // Money as everywhere else (kernel/money.ts): decimals only when the amount has cents.
    const whole = complaintRecord(sheetOf({ ...complaintInput, amount: 1539 }, 'abd', 8), 'America/Lima');
    expect(whole.good.amount).toBe('S/ 1,539');
    // Issue 20: the download is a PDF (it was HTML, hence the escaping checks it had): markup typed
    // into a field is plain text there.
    const provider = { legalName: 'Kodea Educación S.A.C.', ruc: '20612345679', address: 'Lima' };
    const text = pdfText(
      await complaintPdf(record, provider, '22 de noviembre de 2026, 9:05 AM', RESPONSE_TIME_TEXT),
    );
    expect(text).toContain('N.° 000007-2026');
    expect(text).toContain('Kit 2 (8 modelos)');
    expect(text).toContain('15 días hábiles');
    expect(text).toContain('Rojas <b>Salazar</b>');
  });
});
