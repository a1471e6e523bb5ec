import { describe, expect, it } from 'vitest';
import { buysForChild, childPurchaseHref, fitsAgeRange } from '../../server/vacation-purchase/child-rules';
import {
  ageRangeReason,
  ageRangeRefusal,
  alreadyPaidForChild,
  duplicateEnrollment,
} from '../../kernel/texts/payments';
import { programUnit, purchaseScope } from '../../server/vacation-purchase/purchase-registry';

const ROBLOX = { program_id: 'vac-8_to_11-1', id_group: 'vg-8-1-1' };

describe('who a purchase is for', () => {
  it('parents buy for a child; students and organizations for themselves', () => {
    expect(buysForChild({ role: 'parent' })).toBe(true);
    expect(buysForChild({ role: 'student' })).toBe(false);
    expect(buysForChild({ role: 'organization' })).toBe(false);
  });

  it('a child fits a program of their own age range, or any when their range is unknown', () => {
    expect(fitsAgeRange({ age_range: '8_to_11' }, '8_to_11')).toBe(true);
    expect(fitsAgeRange({ age_range: '5_to_7' }, '8_to_11')).toBe(false);
    expect(fitsAgeRange({ age_range: '12_plus' }, '5_to_7')).toBe(false);
    expect(fitsAgeRange({ age_range: null }, '12_plus')).toBe(true);
  });

  it('the texts a parent reads', () => {
    expect(ageRangeReason('8_to_11')).toBe('Este programa es para niños de 8 a 11 años.');
    expect(ageRangeReason('12_plus')).toBe('Este programa es para niños de 12 años a más.');
    expect(ageRangeRefusal('Diego', '5_to_7')).toBe(
      'No puedes elegir a Diego: este programa es para niños de 5 a 7 años.',
    );
    expect(alreadyPaidForChild('Sofía')).toBe(
      'Ya pagaste este programa para Sofía, así que no te cobraremos de nuevo. Puedes ver su compra en la Zona de Padres.',
    );
    expect(duplicateEnrollment('Sofía')).toMatch(/^Sofía ya tenía este programa y horario/);
  });

  it("'Ver Mi Compra' of a child's purchase opens that child's courses in the parents' zone", () => {
    expect(childPurchaseHref(501)).toBe('/dashboard?hijo=501&pestana=cursos');
  });

  it('one open purchase per user, program, schedule and (for a parent) child', () => {
    expect(purchaseScope(101, ROBLOX, 501)).toBe('101:vac-8_to_11-1:vg-8-1-1:501');
    expect(purchaseScope(101, ROBLOX, 502)).not.toBe(purchaseScope(101, ROBLOX, 501));
    expect(purchaseScope(201, ROBLOX, null)).toBe('201:vac-8_to_11-1:vg-8-1-1');
  });

  it('one paid record (and lock) per user, program and child, whatever the schedule (decision 022)', () => {
    const otherSchedule = { ...ROBLOX, id_group: 'vg-8-1-2' };
    expect(programUnit(101, ROBLOX, 501)).toBe('101:vac-8_to_11-1:501');
    expect(programUnit(101, otherSchedule, 501)).toBe(programUnit(101, ROBLOX, 501));
    expect(programUnit(101, ROBLOX, 502)).not.toBe(programUnit(101, ROBLOX, 501));
    expect(programUnit(201, otherSchedule, null)).toBe('201:vac-8_to_11-1');
  });
});
