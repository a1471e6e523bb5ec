// Issue 76 point 9: /vacaciones said 'Inicio Enero 2027' for a program with a schedule in February.
import { describe, expect, it } from 'vitest';
import { programStart } from '../../app/routes/vacaciones/program-start';

describe("a vacation program's 'Inicio'", () => {
  it("keeps content's text while every schedule starts in its month", () => {
    expect(programStart('Enero 2027', ['2027-01-11', '2027-01-19'])).toBe('Enero 2027');
  });

  it('names every month a schedule starts in', () => {
    expect(programStart('Enero 2027', ['2027-02-02', '2027-01-11', '2027-01-12'])).toBe(
      'Enero o febrero de 2027, según el horario',
    );
    expect(programStart('Enero 2027', ['2027-01-11', '2027-02-01', '2027-03-01'])).toBe(
      'Enero, febrero o marzo de 2027, según el horario',
    );
    expect(programStart('Diciembre 2026', ['2026-12-28', '2027-01-04'])).toBe(
      'Diciembre de 2026 o enero de 2027, según el horario',
    );
  });

  it("says the schedules' month when content names another, and content's text without schedules", () => {
    expect(programStart('Enero 2027', ['2027-02-02'])).toBe('Febrero de 2027');
    expect(programStart('Enero 2027', [])).toBe('Enero 2027');
  });
});
