import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvFileName, neutraliseFormula, rosterCsv } from '../../server/organization/csv';
import { row } from './organization-builders';
import { readCsv } from './read-csv';

const ORIGIN = 'https://kodea.pe';

function records(csv: string): string[][] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  return readCsv(csv.slice(1));
}

describe('rosterCsv', () => {
  it('starts with the UTF-8 BOM and a Spanish header, CRLF line ends', () => {
    const csv = rosterCsv([row({ studentName: 'Camila Ñahui' })], ORIGIN);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.split('\r\n')[0]).toBe(
      `${CSV_BOM}Alumno,Curso,Grupo,Horario,Docente,Estado,Avance (%),Certificado`,
    );
    expect(records(csv)[1][0]).toBe('Camila Ñahui');
  });

  it('quotes commas, quotes and line breaks so each value stays one cell', () => {
    const tricky = row({
      studentName: 'Pérez, "Coco"',
      groupName: 'Grupo A\nsegunda línea',
      schedule: 'Lunes; Miércoles',
    });
    const csv = rosterCsv([tricky], ORIGIN);
    expect(csv).toContain('"Pérez, ""Coco"""');
    expect(csv).toContain('"Grupo A\nsegunda línea"');
    const [, parsed] = records(csv);
    expect(parsed.slice(0, 4)).toEqual([
      'Pérez, "Coco"',
      'Curso de Videojuegos con Roblox',
      'Grupo A\nsegunda línea',
      'Lunes; Miércoles',
    ]);
  });

  it('neutralises spreadsheet formulas in any cell', () => {
    const csv = rosterCsv(
      [
        row({ studentName: '=HYPERLINK("https://evil.example","clic")', teacher: '@SUM(A1)' }),
        row({ studentName: '+51 999', courseName: '-2+3', groupName: '\tGrupo' }),
      ],
      ORIGIN,
    );
    const [, first, second] = records(csv);
    expect(first[0]).toBe('\'=HYPERLINK("https://evil.example","clic")');
    expect(first[4]).toBe("'@SUM(A1)");
    expect(second.slice(0, 3)).toEqual(["'+51 999", "'-2+3", "'\tGrupo"]);
    expect(neutraliseFormula('Ana = Ana')).toBe('Ana = Ana');
  });

  it('writes the status label, progress and an absolute certificate link', () => {
    const csv = rosterCsv(
      [
        row({
          statusLabel: 'Completado',
          progress: 100,
          certificate: { title: 'Animación', file: '/media/certificados/org-9509.pdf' },
        }),
        row({ groupName: null, schedule: null }),
      ],
      ORIGIN,
    );
    const [, ended, noGroup] = records(csv);
    expect(ended.slice(5)).toEqual(['Completado', '100', 'https://kodea.pe/media/certificados/org-9509.pdf']);
    expect(noGroup.slice(2, 4)).toEqual(['', '']);
    expect(noGroup[7]).toBe('');
  });

  it('an empty list is the header alone', () => {
    expect(records(rosterCsv([], ORIGIN))).toHaveLength(1);
  });
});

describe('csvFileName', () => {
  it('is ASCII, from the organization name', () => {
    expect(csvFileName('Colegio San Martín de Porres')).toBe('alumnos-colegio-san-martin-de-porres.csv');
    expect(csvFileName('"; rm -rf /')).toBe('alumnos-rm-rf.csv');
    expect(csvFileName('¿¿??')).toBe('alumnos-organizacion.csv');
  });
});
