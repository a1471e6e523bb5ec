import { describe, expect, it } from 'vitest';
import { buildPurchaseContext } from '../../server/vacation-purchase/purchase-context';
import { fixtureGroup, fixtureProgram } from './purchase-fixtures';

const LIMA = { country: 'PE', city: 'Lima' };

describe('buildPurchaseContext, 8_to_11 program 1 (Roblox)', () => {
  const program = fixtureProgram('vac-8_to_11-1');

  it('PEN, Lima, group vg-8-1-1: every field', () => {
    const context = buildPurchaseContext({
      program,
      group: fixtureGroup(program, 'vg-8-1-1'),
      currency: 'PEN',
      timeZone: 'America/Lima',
      guardian: LIMA,
    });
    expect(context).toEqual({
      program_id: 'vac-8_to_11-1',
      age_range: '8_to_11',
      name_product: 'Crea tu videojuego en Roblox',
      price: 450,
      before_price: 600,
      exist_discount: true,
      discount_off: 25,
      currencyCode: 'PEN',
      duration: '4 semanas',
      id_group: 'vg-8-1-1',
      schedule: 'Lunes y Miércoles de 4:00 PM a 5:30 PM',
      days_start: '11 de enero de 2027',
      start_date: '2027-01-11',
      courses_in_path: ['crs-005'],
      number_course: 1,
      firstCourse: 'crs-005',
      secondCourse: null,
      isArrayGroup: false,
      array_group: [{ course: 'crs-005', group: 'grp-5-1' }],
      frequency: [
        { day_name: 'Lunes', time_start: '16:00' },
        { day_name: 'Miércoles', time_start: '16:00' },
      ],
      isFullPath: false,
      isSubscription: false,
      type_purchase: 'vacaciones',
      guardian_country: 'PE',
      guardian_city: 'Lima',
    });
  });

  it('USD for a guardian in Mexico: dollar prices, schedule in Mexico time, frequency kept in Lima hours', () => {
    const context = buildPurchaseContext({
      program,
      group: fixtureGroup(program, 'vg-8-1-2'),
      currency: 'USD',
      timeZone: 'America/Mexico_City',
      guardian: { country: 'MX', city: null },
    });
    expect(context).toMatchObject({
      price: 129,
      before_price: 172,
      discount_off: 25,
      currencyCode: 'USD',
      id_group: 'vg-8-1-2',
      schedule: 'Martes y Jueves de 9:00 AM a 10:30 AM',
      days_start: '12 de enero de 2027',
      start_date: '2027-01-12',
      array_group: [{ course: 'crs-005', group: 'grp-5-2' }],
      frequency: [
        { day_name: 'Martes', time_start: '10:00' },
        { day_name: 'Jueves', time_start: '10:00' },
      ],
      guardian_country: 'MX',
      guardian_city: null,
    });
  });

  it('the frequency carries no end hour (only day and Lima start hour)', () => {
    const context = buildPurchaseContext({
      program,
      group: fixtureGroup(program, 'vg-8-1-3'),
      currency: 'PEN',
      timeZone: 'America/Lima',
      guardian: LIMA,
    });
    expect(context.frequency).toStrictEqual([
      { day_name: 'Martes', time_start: '17:00' },
      { day_name: 'Jueves', time_start: '17:00' },
    ]);
    expect(context.schedule).toBe('Martes y Jueves de 5:00 PM a 6:30 PM');
    expect(context.days_start).toBe('2 de febrero de 2027');
  });
});

describe('buildPurchaseContext, the 2-course pack (8_to_11 program 2)', () => {
  const program = fixtureProgram('vac-8_to_11-2');

  it('two courses, one group per course, no discount', () => {
    const context = buildPurchaseContext({
      program,
      group: fixtureGroup(program, 'vg-8-2-1'),
      currency: 'PEN',
      timeZone: 'America/Lima',
      guardian: LIMA,
    });
    expect(context).toMatchObject({
      program_id: 'vac-8_to_11-2',
      name_product: 'YouTuber Kids + Animación',
      price: 990,
      before_price: null,
      exist_discount: false,
      discount_off: 0,
      currencyCode: 'PEN',
      id_group: 'vg-8-2-1',
      schedule: 'Lunes, Martes, Miércoles y Jueves de 10:00 AM a 11:30 AM',
      days_start: '11 de enero de 2027',
      courses_in_path: ['crs-006', 'crs-008'],
      number_course: 2,
      firstCourse: 'crs-006',
      secondCourse: 'crs-008',
      isArrayGroup: true,
      array_group: [
        { course: 'crs-006', group: 'grp-6-1' },
        { course: 'crs-008', group: 'grp-8-1' },
      ],
      isSubscription: false,
      type_purchase: 'vacaciones',
    });
    expect(context.frequency.map((slot) => slot.day_name)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
    ]);
  });

  it('USD price of the pack: 283', () => {
    const context = buildPurchaseContext({
      program,
      group: fixtureGroup(program, 'vg-8-2-2'),
      currency: 'USD',
      timeZone: 'America/Lima',
      guardian: LIMA,
    });
    expect([context.price, context.before_price, context.currencyCode]).toEqual([283, null, 'USD']);
    expect(context.array_group).toEqual([
      { course: 'crs-006', group: 'grp-6-2' },
      { course: 'crs-008', group: 'grp-8-2' },
    ]);
  });
});
