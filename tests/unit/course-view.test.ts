import { describe, expect, it } from 'vitest';
import { withoutEmbeddedTime } from '../../server/catalogue/group-name';

describe('withoutEmbeddedTime: a group name never shows the Lima hour content wrote into it', () => {
  it.each([
    ['Grupo Lunes y Miércoles 4:00 p. m.', 'Grupo Lunes y Miércoles'],
    ['Grupo Sábados 10:00 a. m.', 'Grupo Sábados'],
    ['Grupo Jueves 5:00 p.m.', 'Grupo Jueves'],
    ['Grupo Martes 17:00', 'Grupo Martes'],
    ['Grupo Lunes 18:00 hrs', 'Grupo Lunes'],
    ['Grupo Lunes - 6:00 PM', 'Grupo Lunes'],
    ['Grupo Lunes (4:00 p. m.)', 'Grupo Lunes'],
    ['Grupo Lunes a las 4 p. m.', 'Grupo Lunes'],
    ['Grupo 4:30pm Lunes', 'Grupo Lunes'],
  ])('%j → %j', (name, shown) => {
    expect(withoutEmbeddedTime(name)).toBe(shown);
  });

  it.each(['Grupo 2', 'Grupo Sábados', 'Grupo A'])('%j has no time and stays as is', (name) => {
    expect(withoutEmbeddedTime(name)).toBe(name);
  });

  it('a name that was only a time becomes just "Grupo"', () => {
    expect(withoutEmbeddedTime('10:00 a. m.')).toBe('Grupo');
  });
});
