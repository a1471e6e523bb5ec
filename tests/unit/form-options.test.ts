/** The option lists of the sign-up and the complaints book (docs/decisions/019). */
import { describe, expect, it } from 'vitest';
import { COUNTRIES, isCountryCode } from '../../server/forms/options/countries';
import {
  documentLabel,
  documentNumberError,
  documentTypesFor,
  isDocumentTypeOf,
} from '../../server/forms/options/documents';
import {
  AGE_RANGE_OF_OPTION,
  CHILD_AGE_LABEL,
  EXPERIENCE_LABEL,
  GUARDIAN_RELATION_LABEL,
  MARKETING_SOURCE_LABEL,
  MARKETING_SOURCES,
} from '../../server/forms/options/family';
import { OPERATING_SYSTEMS, technicalRequirements } from '../../server/forms/options/operating-systems';
import {
  DISTRICT_OPTIONS,
  districtError,
  LIMA_DISTRICTS,
  NOT_IN_LIMA,
  PERU_DEPARTMENTS,
} from '../../server/forms/options/peru-locations';
import { normalizePhone, PHONE_COUNTRIES } from '../../server/forms/options/phone';
import { techRequirementsView } from '../../server/parents/tech-requirements';
import { ChildSchema } from '../../server/upstream/schemas/parents';

describe('countries', () => {
  it('lists every ISO 3166-1 country once, Peru first, the rest in Spanish alphabetical order', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'PE', name: 'Perú' });
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const { code } of COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
  });

  it('names countries in Spanish', () => {
    const nameOf = (code: string) => COUNTRIES.find((country) => country.code === code)?.name;
    expect(nameOf('MX')).toBe('México');
    expect(nameOf('US')).toBe('Estados Unidos');
    expect(nameOf('ES')).toBe('España');
    expect(isCountryCode('CO')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('offers the phone countries with their calling code, Peru first', () => {
    expect(PHONE_COUNTRIES[0]).toMatchObject({ code: 'PE', dialCode: '+51' });
    expect(PHONE_COUNTRIES.find((c) => c.code === 'MX')?.dialCode).toBe('+52');
  });

  it.each([
    ['PE', '987 654 321', '+51987654321'],
    ['PE', '+51 912 345 678', '+51912345678'],
    ['PE', '01 411 1111', '+5114111111'],
    ['MX', '55 1234 5678', '+525512345678'],
    ['MX', '+52 33 1234 5678', '+523312345678'],
    ['CO', '300 123 4567', '+573001234567'],
    ['CO', '601 234 5678', '+576012345678'],
  ])('%s %s is valid → %s', (country, number, e164) => {
    expect(normalizePhone(number, country)).toBe(e164);
  });

  it.each([
    ['PE', '12345', 'too short'],
    ['PE', '887 654 321', 'no Peruvian mobile starts with 8'],
    ['PE', '9876543210', 'one digit too many'],
    ['MX', '5512 345', 'too short'],
    ['CO', '200 123 4567', 'no Colombian number starts with 2'],
    ['CO', '+51 987 654 321', 'a Peruvian number for Colombia'],
    ['PE', 'abcdefghi', 'letters'],
    ['ZZ', '987654321', 'an unknown country'],
  ])('%s %s is refused (%s)', (country, number) => {
    expect(normalizePhone(number, country)).toBeNull();
  });
});

describe('identity documents', () => {
  it('offers the documents of each country, the national one first', () => {
    expect(documentTypesFor('PE')).toEqual(['DNI', 'alien-certificate', 'passport']);
    expect(documentTypesFor('MX')).toEqual(['CURP', 'passport']);
    expect(documentTypesFor('CO')).toEqual(['cedula', 'passport']);
    expect(documentTypesFor('EC')).toEqual(['cedula', 'passport']);
    expect(documentTypesFor('US')).toEqual(['ID', 'passport']);
    expect(isDocumentTypeOf('PE', 'CURP')).toBe(false);
    expect(isDocumentTypeOf('MX', 'DNI')).toBe(false);
    expect(documentLabel('alien-certificate')).toBe('Carné de extranjería');
    expect(documentLabel('otro')).toBe('otro');
  });

  it.each([
    ['DNI', 'PE', '45678912'],
    ['alien-certificate', 'PE', '001234567'],
    ['alien-certificate', 'PE', 'ab12345678'],
    ['passport', 'PE', 'P1234567'],
    ['CURP', 'MX', 'GOMC850101HDFRRR09'],
    ['CURP', 'MX', 'loha921231mjcprn01'],
    ['cedula', 'CO', '1020304050'],
    ['cedula', 'CO', '123456'],
    ['cedula', 'EC', '1712345678'],
    ['ID', 'US', 'A1234-567'],
  ] as const)('%s of %s: %s follows the rule', (type, country, number) => {
    expect(documentNumberError(type, country, number)).toBeNull();
  });

  it.each([
    ['DNI', 'PE', '4567891', 'El DNI tiene 8 dígitos'],
    ['DNI', 'PE', '4567891A', 'El DNI tiene 8 dígitos'],
    ['alien-certificate', 'PE', '12345678', 'El carné de extranjería tiene de 9 a 12 letras o números'],
    ['passport', 'PE', 'P-12345', 'El pasaporte tiene de 6 a 12 letras o números'],
    ['CURP', 'MX', 'GOMC851301HDFRRR09', 'La CURP tiene 18 caracteres, por ejemplo GOMC850101HDFRRR09'],
    ['CURP', 'MX', 'GOMC850101HZZRRR09', 'La CURP tiene 18 caracteres, por ejemplo GOMC850101HDFRRR09'],
    ['cedula', 'EC', '171234567', 'La cédula tiene 10 dígitos, sin puntos ni guiones'],
    ['cedula', 'CO', '1.020.304.050', 'La cédula tiene 6 a 10 dígitos, sin puntos ni guiones'],
    ['ID', 'US', 'A1', 'El documento tiene de 5 a 15 letras o números'],
  ] as const)('%s of %s: %s → %s', (type, country, number, message) => {
    expect(documentNumberError(type, country, number)).toBe(message);
  });
});

describe('Peru departments and Lima districts', () => {
  it('has the 25 departments, Callao included', () => {
    expect(PERU_DEPARTMENTS).toHaveLength(25);
    expect(PERU_DEPARTMENTS).toContain('Callao');
    expect(PERU_DEPARTMENTS).toContain('Lima');
    expect(new Set(PERU_DEPARTMENTS).size).toBe(25);
  });

  it("has Lima's 43 districts, then 'NO RESIDO EN LIMA'", () => {
    expect(LIMA_DISTRICTS).toHaveLength(43);
    expect(new Set(LIMA_DISTRICTS).size).toBe(43);
    expect(LIMA_DISTRICTS).toEqual(
      expect.arrayContaining(['Miraflores', 'San Juan de Lurigancho', 'Santiago de Surco']),
    );
    expect(DISTRICT_OPTIONS.at(-1)).toBe('NO RESIDO EN LIMA');
    expect(DISTRICT_OPTIONS).toHaveLength(44);
  });

  it('a district fits its department', () => {
    expect(districtError('Lima', 'Miraflores')).toBeNull();
    expect(districtError('Lima', NOT_IN_LIMA)).toBeNull();
    expect(districtError('Cusco', NOT_IN_LIMA)).toBeNull();
    expect(districtError('Callao', 'Miraflores')).toBe(
      "Si no vives en el departamento de Lima, elige 'NO RESIDO EN LIMA'",
    );
    expect(districtError('Lima', 'Wanchaq')).toBe('Elige tu distrito');
  });
});

describe('family option lists', () => {
  it('labels them in Spanish', () => {
    expect(GUARDIAN_RELATION_LABEL).toEqual({ father: 'Padre', mother: 'Madre', tutor: 'Tutor' });
    expect(EXPERIENCE_LABEL).toEqual({
      notexperience: 'Sin experiencia',
      basic: 'Básica',
      intermediate: 'Intermedia',
      advance: 'Avanzada',
    });
    expect(MARKETING_SOURCES).toHaveLength(8);
    for (const source of MARKETING_SOURCES) expect(MARKETING_SOURCE_LABEL[source]).toBeTruthy();
    expect(MARKETING_SOURCE_LABEL.student).toBe('Ya soy alumno de Kodea');
  });

  it("keeps the spec's two 12_plus ranges apart on the form, one value for the API", () => {
    expect(CHILD_AGE_LABEL['12_to_15']).toBe('12 a 15 años');
    expect(CHILD_AGE_LABEL['16_plus']).toBe('16 años a más');
    expect(AGE_RANGE_OF_OPTION['12_to_15']).toBe('12_plus');
    expect(AGE_RANGE_OF_OPTION['16_plus']).toBe('12_plus');
    expect(AGE_RANGE_OF_OPTION['5_to_7']).toBe('5_to_7');
  });

  it('gives each operating system its own requirements, the common ones too', () => {
    expect(technicalRequirements('windows')).toContain('Windows 10 o superior');
    expect(technicalRequirements('macos')).toContain('macOS 12 (Monterey) o superior');
    expect(technicalRequirements('linux')[0]).toMatch(/Ubuntu/);
    expect(technicalRequirements('other')[0]).toMatch(/tablet o Chromebook no basta/);
    for (const system of OPERATING_SYSTEMS)
      expect(technicalRequirements(system)).toContain('Cámara, micrófono y audífonos');
  });
});

describe("the parents' zone requirements", () => {
  it('shows the requirements of the known system, nothing when unknown', () => {
    expect(techRequirementsView('macos')).toEqual({ system: 'macOS', items: technicalRequirements('macos') });
    expect(techRequirementsView(null)).toBeNull();
    expect(techRequirementsView(undefined)).toBeNull();
  });

  it("reads a child's system from the children answer, null when missing or unknown", () => {
    const child = {
      id: 1,
      first_name: 'Mateo',
      email: 'm@alumnos.kodea.pe',
      password: 'x',
      icon_id: 1,
      age_range: '8_to_11',
    };
    expect(ChildSchema.parse({ ...child, operating_system: 'linux' }).operating_system).toBe('linux');
    expect(ChildSchema.parse(child).operating_system).toBeNull();
    expect(ChildSchema.parse({ ...child, operating_system: 'amiga' }).operating_system).toBeNull();
  });
});
