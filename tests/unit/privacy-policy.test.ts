/** The policy's facts from configuration (server/privacy/policy-facts.ts) and its text (issue 75 point 3). */
import { describe, expect, it } from 'vitest';
import { privacyPolicy, RECIPIENT_ROLES } from '../../kernel/texts/privacy-policy';
import { parseEnv } from '../../server/env';
import { policyFacts } from '../../server/privacy/policy-facts';

const settings = () =>
  parseEnv({
    ...process.env,
    BUSINESS_LEGAL_NAME: 'Academia Kodea E.I.R.L.',
    BUSINESS_RUC: '20598765431',
    BUSINESS_ADDRESS: 'Calle Uno 1, Lince',
    DATA_BANK_NAME: 'Usuarios',
    DATA_BANK_CODE: 'RNPDP-PJP N.° 99',
    DATA_RECIPIENTS_CLASSES: 'Aulas Inc. | Canadá; Campus S.A.C. | Perú',
  });

describe('the privacy policy', () => {
  it('names the configured controller and data bank, and a recipient for every role', () => {
    const facts = policyFacts(settings());
    expect(facts.controller).toEqual({
      legalName: 'Academia Kodea E.I.R.L.',
      ruc: '20598765431',
      address: 'Calle Uno 1, Lince',
    });
    expect(new Set(facts.recipients.map((recipient) => recipient.role))).toEqual(new Set(RECIPIENT_ROLES));
    expect(facts.recipients.filter((recipient) => recipient.role === 'classes')).toEqual([
      { name: 'Aulas Inc.', country: 'Canadá', role: 'classes' },
      { name: 'Campus S.A.C.', country: 'Perú', role: 'classes' },
    ]);
    const text = JSON.stringify(privacyPolicy(facts));
    expect(text).toContain(
      'Academia Kodea E.I.R.L. («Kodea»), con RUC 20598765431 y domicilio en Calle Uno 1, Lince',
    );
    expect(text).toContain('«Usuarios», de titularidad de Kodea e inscrito en el Registro Nacional');
    expect(text).toContain('con el código RNPDP-PJP N.° 99');
  });

  it('names the payment providers the settings choose; one it does not know, by its setting', () => {
    const facts = policyFacts({
      ...settings(),
      CARD_PROVIDER: 'izipay',
      GLOBAL_CARD_PROVIDER: 'pagosglobales',
    });
    const byRole = (role: string) => facts.recipients.find((recipient) => recipient.role === role);
    expect(byRole('card')).toMatchObject({ name: 'Izipay', country: 'Perú' });
    expect(byRole('globalCard')).toMatchObject({ name: 'pagosglobales', country: 'país no indicado' });
  });

  it('marks every recipient outside Peru as an international transfer', () => {
    const section = privacyPolicy(policyFacts(settings())).find((part) => part.id === 'destinatarios');
    const rows = section?.recipients ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.abroad).toBe(row.country !== 'Perú');
    expect(rows.find((row) => row.name === 'Aulas Inc.')?.abroad).toBe(true);
  });
});
