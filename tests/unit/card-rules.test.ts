import { describe, expect, it } from 'vitest';
import {
  brandOf,
  luhnValid,
  maskCard,
  outcomeFor,
  tokenizeCard,
  validateCard,
  type CardInput,
} from '../../mocks/card-provider/cards';
import { db } from '../../mocks/db';

const REQUIRED = 'Este campo es obligatorio';
const VISA: CardInput = { name: 'Carlos Quispe', number: '4919148107859067', expiry: '12/29', cvc: '123' };
const NOW = new Date(2027, 0, 15, 12, 0, 0);

describe('luhnValid', () => {
  it.each([
    '4919148107859067',
    '5160030000000317',
    '371449635398431',
    '4000000000000002',
    '4000000000009995',
    '4000000000000069',
    '4000000000000119',
  ])('test card %s passes', (number) => expect(luhnValid(number)).toBe(true));

  it('ignores spaces and dashes', () => {
    expect(luhnValid('4919 1481 0785 9067')).toBe(true);
    expect(luhnValid('4919-1481-0785-9067')).toBe(true);
  });

  it('rejects a changed digit', () => {
    expect(luhnValid('4919148107859068')).toBe(false);
    expect(luhnValid('5160030000000318')).toBe(false);
  });

  it('rejects fewer than 13 or more than 19 digits even when the checksum holds', () => {
    expect(luhnValid('000000000000')).toBe(false);
    expect(luhnValid('0000000000000')).toBe(true);
    expect(luhnValid('0'.repeat(20))).toBe(false);
  });
});

describe('brandOf', () => {
  it.each([
    ['4919148107859067', 'visa'],
    ['4000000000000002', 'visa'],
    ['5160030000000317', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2300000000000003', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['371449635398431', 'amex'],
    ['340000000000009', 'amex'],
    ['30569309025904', 'dinersclub'],
    ['36227206271667', 'dinersclub'],
    ['38520000023237', 'dinersclub'],
    ['2721000000000004', 'desconocida'],
    ['5600000000000000', 'desconocida'],
    ['6011111111111117', 'desconocida'],
  ])('%s → %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand);
  });
});

describe('maskCard', () => {
  it.each([
    ['4919148107859067', '491914******9067'],
    ['4919 1481 0785 9067', '491914******9067'],
    ['5160030000000317', '516003******0317'],
    ['371449635398431', '371449*****8431'],
    ['30569309025904', '305693****5904'],
  ])('%s → %s', (number, masked) => {
    expect(maskCard(number)).toBe(masked);
  });
});

describe('validateCard', () => {
  it('a valid card has no errors', () => {
    expect(validateCard(VISA, NOW)).toEqual({});
  });

  it('every empty field → "Este campo es obligatorio"', () => {
    expect(validateCard({ name: '', number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      name: REQUIRED,
      number: REQUIRED,
      expiry: REQUIRED,
      cvc: REQUIRED,
    });
  });

  it('blank-only fields count as empty', () => {
    expect(validateCard({ name: '   ', number: ' - ', expiry: ' ', cvc: '  ' }, NOW)).toEqual({
      name: REQUIRED,
      number: REQUIRED,
      expiry: REQUIRED,
      cvc: REQUIRED,
    });
  });

  it('a number failing Luhn → "Número de tarjeta inválido"', () => {
    expect(validateCard({ ...VISA, number: '4919148107859068' }, NOW)).toEqual({
      number: 'Número de tarjeta inválido',
    });
  });

  it('an expiry before the current month → "La tarjeta está vencida"', () => {
    expect(validateCard({ ...VISA, expiry: '12/26' }, NOW)).toEqual({ expiry: 'La tarjeta está vencida' });
  });

  it('the current month is still valid; it expires when the next month starts', () => {
    expect(validateCard({ ...VISA, expiry: '01/27' }, new Date(2027, 0, 31, 23, 59, 59))).toEqual({});
    expect(validateCard({ ...VISA, expiry: '01/27' }, new Date(2027, 1, 1, 0, 0, 0))).toEqual({
      expiry: 'La tarjeta está vencida',
    });
  });

  it.each(['13/29', '00/29', '1/29', '12/2029', '1229', 'ab/cd'])(
    'expiry %j → "Usa el formato MM/AA"',
    (expiry) => {
      expect(validateCard({ ...VISA, expiry }, NOW)).toEqual({ expiry: 'Usa el formato MM/AA' });
    },
  );

  it('accepts spaces around the slash', () => {
    expect(validateCard({ ...VISA, expiry: '12 / 29' }, NOW)).toEqual({});
  });

  it('amex needs a 4-digit CVV', () => {
    const amex = { ...VISA, number: '371449635398431' };
    expect(validateCard({ ...amex, cvc: '123' }, NOW)).toEqual({ cvc: 'El CVV tiene 4 dígitos' });
    expect(validateCard({ ...amex, cvc: '1234' }, NOW)).toEqual({});
  });

  it("names the field as the provider's form does: 'CVC' on the global card form screen", () => {
    expect(validateCard({ ...VISA, cvc: '12' }, NOW, 'CVC')).toEqual({ cvc: 'El CVC tiene 3 dígitos' });
  });

  it('other brands need a 3-digit CVV', () => {
    expect(validateCard({ ...VISA, cvc: '1234' }, NOW)).toEqual({ cvc: 'El CVV tiene 3 dígitos' });
    expect(validateCard({ ...VISA, cvc: '12a' }, NOW)).toEqual({ cvc: 'El CVV tiene 3 dígitos' });
    expect(validateCard({ ...VISA, number: '5160030000000317', cvc: '12' }, NOW)).toEqual({
      cvc: 'El CVV tiene 3 dígitos',
    });
  });
});

describe('outcomeFor, every test card', () => {
  it.each([
    ['4919148107859067', { kind: 'approve' }],
    ['5160030000000317', { kind: 'approve' }],
    ['371449635398431', { kind: 'approve' }],
    ['4000000000000002', { kind: 'deny', actionCode: '180', description: 'Tarjeta inválida' }],
    ['4000000000009995', { kind: 'deny', actionCode: '116', description: 'Fondos insuficientes' }],
    ['4000000000000069', { kind: 'deny', actionCode: '101', description: 'Tarjeta vencida' }],
    ['4000000000000119', { kind: 'provider-error' }],
    ['4242424242424242', { kind: 'approve' }],
  ])('%s → %j', (number, outcome) => {
    expect(outcomeFor(number)).toEqual(outcome);
  });

  it('matches test cards typed with spaces', () => {
    expect(outcomeFor('4000 0000 0000 0002')).toMatchObject({ kind: 'deny', actionCode: '180' });
  });
});

describe('tokenizeCard', () => {
  const session = () =>
    db.providerSession.create({
      sessionKey: 'sk_unit',
      merchantId: '522591303',
      amount: 450,
      token: 'pt_unit',
    });

  it('stores the masked card, the brand and the outcome; never the number', () => {
    session();
    const result = tokenizeCard('sk_unit', { ...VISA, number: '4000 0000 0000 9995' });
    if (!result.ok) throw new Error('expected a token');
    expect(result.brand).toBe('visa');
    const stored = db.transactionToken.findFirst({ where: { id: { equals: result.transactionToken } } });
    expect(stored).toMatchObject({
      sessionKey: 'sk_unit',
      card: '400000******9995',
      brand: 'visa',
      used: false,
    });
    expect(JSON.parse(stored?.outcome ?? 'null')).toEqual({
      kind: 'deny',
      actionCode: '116',
      description: 'Fondos insuficientes',
    });
  });

  it('4000000000000119 → provider error, no token', () => {
    session();
    expect(tokenizeCard('sk_unit', { ...VISA, number: '4000000000000119' })).toEqual({
      ok: false,
      providerError: 'No se pudo generar el token de transacción',
    });
    expect(db.transactionToken.count()).toBe(0);
  });

  it('an unknown session → provider error; field errors come back per field', () => {
    expect(tokenizeCard('sk_missing', VISA)).toEqual({
      ok: false,
      providerError: 'Sesión de pago inválida o vencida',
    });
    session();
    expect(tokenizeCard('sk_unit', { ...VISA, name: '' })).toEqual({
      ok: false,
      fieldErrors: { name: REQUIRED },
    });
  });
});
