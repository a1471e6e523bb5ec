import { describe, expect, it } from 'vitest';
import { formatLongDate as spanishDate, formatTransactionDate } from '../../kernel/dates';
import {
  APPROVED_TITLE,
  DENIED_TITLE,
  LOADING_PAYMENT_FORM,
  PURCHASE_BLOCKED,
  TERMS_REQUIRED,
  denialMessage,
} from '../../kernel/texts/payments';
import { frequencyLabel } from '../../kernel/texts/parents';
import { joinDays, scheduleText } from '../../server/vacation-purchase/schedule-text';
import { fixtureGroup, fixtureProgram } from './purchase-fixtures';

const INVALID_CARD =
  'La tarjeta ingresada es inválida. Por favor, comunícate con tu banco para mayor información.';
const GENERIC = 'Por favor, comunícate con tu banco para mayor información.';

describe('payment texts (spec §4, §8)', () => {
  it('titles and notices, word for word', () => {
    expect(APPROVED_TITLE).toBe('¡Pago aprobado y completado con éxito!');
    expect(DENIED_TITLE).toBe('¡Operación denegada! :(');
    expect(LOADING_PAYMENT_FORM).toBe('Procesando formulario de pago, verificando que todo este correcto');
    expect(TERMS_REQUIRED).toBe('Debes aceptar los términos y condiciones para continuar con el pago.');
  });

  it("denialMessage('180') → the invalid-card text", () => {
    expect(denialMessage('180')).toBe(INVALID_CARD);
  });

  it.each(['116', '101', '000', '18', '1800', ' 180', ''])('denialMessage(%j) → the generic text', (code) => {
    expect(denialMessage(code)).toBe(GENERIC);
  });
});

describe('vacation payment cards (spec §9)', () => {
  it("a blocked purchase's reason never repeats the spec text the page already shows beside it", () => {
    for (const [block, reason] of Object.entries(PURCHASE_BLOCKED)) {
      expect(reason.toLowerCase()).not.toContain(block.toLowerCase());
      expect(reason).toMatch(/^Todavía no puedes pagar este programa/);
    }
  });

  it.each([
    [1, '1 vez por semana'],
    [2, '2 veces por semana'],
    [4, '4 veces por semana'],
  ])('frequencyLabel(%i) → %j', (count, text) => {
    expect(frequencyLabel(count)).toBe(text);
  });
});

describe('formatTransactionDate (yymmddhhmmss → dd/mm/yy hh:mm:ss)', () => {
  it("'270111153045' → '11/01/27 15:30:45'", () => {
    expect(formatTransactionDate('270111153045')).toBe('11/01/27 15:30:45');
  });

  it('keeps midnight and end-of-year digits in place', () => {
    expect(formatTransactionDate('271231000009')).toBe('31/12/27 00:00:09');
  });

  it.each(['2701111530', '27011115304a', '2027011115304', ''])('leaves %j as it came', (raw) => {
    expect(formatTransactionDate(raw)).toBe(raw);
  });
});

describe('joinDays', () => {
  it.each([
    [[], ''],
    [['Lunes'], 'Lunes'],
    [['Lunes', 'Miércoles'], 'Lunes y Miércoles'],
    [['Martes', 'Jueves', 'Sábado'], 'Martes, Jueves y Sábado'],
    [['Lunes', 'Martes', 'Miércoles', 'Jueves'], 'Lunes, Martes, Miércoles y Jueves'],
  ])('%j → %j', (days, text) => {
    expect(joinDays(days)).toBe(text);
  });
});

describe('scheduleText (Lima hours moved to the user zone)', () => {
  const roblox = fixtureProgram('vac-8_to_11-1');
  const pack = fixtureProgram('vac-8_to_11-2');

  it('Lima user: the hours as the campaign wrote them', () => {
    expect(scheduleText(fixtureGroup(roblox, 'vg-8-1-1'), 'America/Lima')).toBe(
      'Lunes y Miércoles de 4:00 PM a 5:30 PM',
    );
    expect(scheduleText(fixtureGroup(roblox, 'vg-8-1-2'), 'America/Lima')).toBe(
      'Martes y Jueves de 10:00 AM a 11:30 AM',
    );
    expect(scheduleText(fixtureGroup(pack, 'vg-8-2-1'), 'America/Lima')).toBe(
      'Lunes, Martes, Miércoles y Jueves de 10:00 AM a 11:30 AM',
    );
  });

  it('Mexico City user: one hour earlier', () => {
    expect(scheduleText(fixtureGroup(roblox, 'vg-8-1-1'), 'America/Mexico_City')).toBe(
      'Lunes y Miércoles de 3:00 PM a 4:30 PM',
    );
    expect(scheduleText(fixtureGroup(roblox, 'vg-8-1-2'), 'America/Mexico_City')).toBe(
      'Martes y Jueves de 9:00 AM a 10:30 AM',
    );
    expect(scheduleText(fixtureGroup(pack, 'vg-8-2-2'), 'America/Mexico_City')).toBe(
      'Lunes, Martes, Miércoles y Jueves de 3:00 PM a 4:30 PM',
    );
  });

  it('crosses noon when moving zones (Lima 12:30 PM → Mexico 11:30 AM)', () => {
    const group = {
      ...fixtureGroup(roblox, 'vg-8-1-1'),
      frequency: [{ day_name: 'Sábado', time_start: '11:00', time_end: '12:30' }],
    };
    expect(scheduleText(group, 'America/Lima')).toBe('Sábado de 11:00 AM a 12:30 PM');
    expect(scheduleText(group, 'America/Mexico_City')).toBe('Sábado de 10:00 AM a 11:30 AM');
  });

  it('a group without slots has no schedule text', () => {
    expect(scheduleText({ ...fixtureGroup(roblox, 'vg-8-1-1'), frequency: [] }, 'America/Lima')).toBe('');
  });
});

describe('spanishDate', () => {
  it.each([
    ['2027-01-11', '11 de enero de 2027'],
    ['2027-02-01', '1 de febrero de 2027'],
    ['2027-12-31', '31 de diciembre de 2027'],
  ])('%s → %j', (iso, text) => {
    expect(spanishDate(iso)).toBe(text);
  });
});
