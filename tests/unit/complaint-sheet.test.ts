/** The complaint sheet (issue 20 point 9): the consumer's address, the provider's identity, a real PDF. */
import { describe, expect, it } from 'vitest';
import {
  complaintFileName,
  complaintPdf,
} from '../../app/routes/libro-de-reclamaciones.hoja.$token_.descargar/complaint-document.server';
import { complaintProvider } from '../../server/complaints/provider';
import { complaintBody } from '../../server/complaints/complaint-body';
import { complaintRecord, consumerAddress } from '../../server/complaints/record';
import { NOT_IN_LIMA } from '../../server/forms/options/peru-locations';
import { ComplaintInputSchema } from '../../server/validation/complaint';
import { parseEnv } from '../../server/env';
import { COMPLAINT_INPUT } from '../support/form-inputs';
import { pdfText } from '../support/pdf-text';
import { loggablePath } from '../../server/http/request-log';
import { MOCK_BUSINESS_SETTINGS } from '../../mocks/config/business-settings';
import { MOCK_PRIVACY_SETTINGS } from '../../mocks/config/privacy-settings';

const PROVIDER = {
  legalName: 'Kodea Educación S.A.C.',
  ruc: '20612345679',
  address: 'Av. Larco 1232, Miraflores',
};

function recordOf(overrides: Record<string, unknown> = {}) {
  const input = ComplaintInputSchema.parse({ ...COMPLAINT_INPUT, ...overrides });
  const sheet = {
    id: 'c-1',
    number: 123,
    year: 2026,
    created_at: '2026-11-22T14:43:00Z',
    complaint: complaintBody(input),
    answer: null,
  };
  return complaintRecord(sheet, 'America/Lima');
}

describe('the consumer address', () => {
  it('is address, district and department for a Lima resident', () => {
    expect(recordOf().consumer.address).toBe('Av. Arequipa 1234, Miraflores, Lima');
  });

  it("leaves 'NO RESIDO EN LIMA' out: it answers a question, it is no part of an address", () => {
    const record = recordOf({ department: 'Cusco', district: NOT_IN_LIMA, address: 'Calle Plateros 345' });
    expect(record.consumer.address).toBe('Calle Plateros 345, Cusco');
    expect(consumerAddress({ address: 'Jr. Lima 1', district: NOT_IN_LIMA, department: 'Lima' })).toBe(
      'Jr. Lima 1, Lima',
    );
  });

  it('a consumer abroad (issue 75 point 2): the address as written, then the country, no department', () => {
    const record = recordOf({
      country: 'CO',
      documentType: 'cedula',
      documentNumber: '1020304050',
      address: 'Carrera 7 # 71-21, Bogotá',
      department: '',
      district: '',
      phone: '+57 300 123 4567',
    });
    expect(record.consumer).toMatchObject({
      country: 'Colombia',
      document: 'Cédula de identidad 1020304050',
      address: 'Carrera 7 # 71-21, Bogotá, Colombia',
      phone: '+573001234567',
    });
  });
});

describe('the provider on the sheet', () => {
  it('comes from configuration: mock mode’s business settings, or the deployment’s', () => {
    const base: NodeJS.ProcessEnv = {
      NODE_ENV: 'test',
      UPSTREAM_URL: 'https://api.kodea.test',
      CONTENT_URL: 'https://cms.kodea.test',
      CONTENT_TOKEN: 't',
      LOCATION_URL: 'https://geo.kodea.test',
      CARD_PROVIDER_SCRIPT_URL: '/a.js',
      CARD_PROVIDER_HOSTED_URL: '/b',
      MERCHANT_ID_PEN: '1',
      MERCHANT_ID_USD: '2',
      GLOBAL_CARD_PROVIDER_SCRIPT_URL: '/c.js',
      GLOBAL_CARD_PROVIDER_HOSTED_URL: '/d',
      GLOBAL_CARD_PROVIDER_KEY: 'pk',
      ...MOCK_PRIVACY_SETTINGS,
      ...MOCK_BUSINESS_SETTINGS,
    };
    expect(complaintProvider(parseEnv(base))).toEqual({
      legalName: 'Kodea Educación S.A.C.',
      ruc: '20612345679',
      address: 'Av. José Larco 1232, oficina 501, Miraflores, Lima, Perú',
    });
    const configured = parseEnv({
      ...base,
      BUSINESS_LEGAL_NAME: 'Academia Kodea E.I.R.L.',
      BUSINESS_RUC: '20598765431',
      BUSINESS_ADDRESS: 'Calle Uno 1, Lince',
    });
    expect(complaintProvider(configured)).toEqual({
      legalName: 'Academia Kodea E.I.R.L.',
      ruc: '20598765431',
      address: 'Calle Uno 1, Lince',
    });
    expect(() => parseEnv({ ...base, BUSINESS_RUC: '123' })).toThrow(/BUSINESS_RUC/);
    expect(() => parseEnv({ ...base, BUSINESS_RUC: '20598765432' })).toThrow(/dígito verificador/);
  });
});

describe('the sheet as a PDF', () => {
  it('is a PDF naming the provider, its RUC, the number and the consumer, without the district placeholder', async () => {
    const record = recordOf({ department: 'Cusco', district: NOT_IN_LIMA, address: 'Calle Plateros 345' });
    const pdf = await complaintPdf(record, PROVIDER, '22 de noviembre de 2026, 9:43 AM', 'Responderemos.');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Kodea Educación S.A.C.');
    expect(text).toContain('20612345679');
    expect(text).toContain('Av. Larco 1232, Miraflores');
    expect(text).toContain('Hoja de reclamación N.° 000123-2026');
    expect(text).toContain('Carmen Rojas Salazar');
    expect(text).toContain('Calle Plateros 345, Cusco');
    expect(text).toContain('Reprogramar la clase.');
    expect(text).not.toContain(NOT_IN_LIMA);
  });

  it('is saved under the number', () => {
    expect(complaintFileName({ number: 'N.° 000123-2026' })).toBe('hoja-de-reclamacion-000123-2026.pdf');
  });
});

describe("the copy link's token in logs (docs/decisions/099)", () => {
  const token = 'hojaRespondidaLima2026xxxxxxxxxxxxxxxxxxxx0';

  it('is masked on the page, its PDF and its data request, with or without a query', () => {
    expect(loggablePath(`/libro-de-reclamaciones/hoja/${token}`)).toBe(
      '/libro-de-reclamaciones/hoja/[token]',
    );
    expect(loggablePath(`/libro-de-reclamaciones/hoja/${token}/descargar?x=1`)).toBe(
      '/libro-de-reclamaciones/hoja/[token]/descargar',
    );
    expect(loggablePath(`/libro-de-reclamaciones/hoja/${token}.data`)).toBe(
      '/libro-de-reclamaciones/hoja/[token]',
    );
  });

  it('leaves the book and the older addresses as they are', () => {
    expect(loggablePath('/libro-de-reclamaciones')).toBe('/libro-de-reclamaciones');
    expect(loggablePath('/libro-de-reclamaciones/6f1c2a8e-3b7d')).toBe(
      '/libro-de-reclamaciones/6f1c2a8e-3b7d',
    );
  });
});
