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

  it('quotes a value holding any separator a spreadsheet may split on', () => {
    const csv = rosterCsv(
      [row({ studentName: 'Ana', courseName: 'A|B', groupName: 'A;B', schedule: 'Lunes\tMartes' })],
      ORIGIN,
    );
    const line = csv.split('\r\n')[1];
    expect(line.startsWith('Ana,"A|B","A;B","Lunes\tMartes",')).toBe(true);
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

describe('neutraliseFormula: every shape a spreadsheet would run (decision 023)', () => {
  it.each([
    ['=', '=1+1'],
    ['+', '+51 999'],
    ['-', '-2+3'],
    ['@', '@SUM(A1)'],
    ['a leading space', ' =1+1'],
    ['several spaces', '   @SUM(A1)'],
    ['a leading tab', '\t=1+1'],
    ['a leading newline', '\n=1+1'],
    ['a leading CR LF', '\r\n+cmd'],
    ['a non-breaking space', '\u00a0=1+1'],
    ['a narrow no-break space', '\u202f=1+1'],
    ['an ideographic space', '\u3000=1+1'],
    ['a zero-width space', '\u200b=1+1'],
    ['a byte-order mark', '\ufeff=1+1'],
    ['full-width =', '＝HYPERLINK("https://evil.example")'],
    ['full-width +', '＋1'],
    ['full-width -', '－1'],
    ['full-width @', '＠SUM(A1)'],
    ['small =', '\ufe66cmd'],
    ['minus sign', '\u22121+1'],
    ['a space then full-width =', ' ＝1'],
    ['a tab alone', '\tGrupo'],
    ['a CR alone', '\rGrupo'],
  ])('a cell starting with %s gets a leading apostrophe', (_label, cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each([
    ['a comma', 'a,=cmd', "a,'=cmd"],
    ['a semicolon', 'Lunes;=cmd', "Lunes;'=cmd"],
    ['a semicolon and a space', 'Lunes; +cmd', "Lunes; '+cmd"],
    ['a tab', 'Ana\t@SUM(A1)', "Ana\t'@SUM(A1)"],
    ['a newline', 'Ana\n-2+3', "Ana\n'-2+3"],
    ['a pipe', 'a|=cmd', "a|'=cmd"],
    ['a comma and a non-breaking space', 'a,\u00a0＝cmd', "a,\u00a0'＝cmd"],
    ['two separators', 'a;=b;=c', "a;'=b;'=c"],
  ])('a formula after %s inside a value gets an apostrophe before it', (_label, cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected);
  });

  it('both at once', () => {
    expect(neutraliseFormula(' =a;@b')).toBe("' =a;'@b");
  });

  it.each([
    'Ana = Ana',
    'María-José Quispe',
    'Lunes y Miércoles 3:00 PM - 4:30 PM',
    'Grupo 5.º A',
    'correo@example.com',
    '100',
    'https://kodea.pe/media/certificados/org-1.pdf',
    'Pérez, Ana',
    '',
  ])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('in the file, a hostile cell is one quoted text cell', () => {
    const csv = rosterCsv([row({ studentName: 'Ana;=HYPERLINK("x")', teacher: '\u00a0@cmd' })], ORIGIN);
    const [, parsed] = records(csv);
    expect(parsed[0]).toBe('Ana;\'=HYPERLINK("x")');
    expect(parsed[4]).toBe("'\u00a0@cmd");
  });
});
