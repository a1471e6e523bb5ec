/**
 * The complaints book's form, one schema for the action and the complaints.file procedure. A
 * consumer abroad (issue 75 point 2) names their country, a document of that country (spec §3's
 * document types) and their whole address; Peru's department and district are asked in Peru only.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { CLAIM_OBJECTS, CLAIM_TYPES, OTHER_SERVICE } from '../forms/options/complaints';
import { DEFAULT_COUNTRY, isCountryCode } from '../forms/options/countries';
import {
  documentNumberError,
  DOCUMENT_TYPES,
  isDocumentTypeOf,
  type DocumentType,
} from '../forms/options/documents';
import { districtError, isDepartment } from '../forms/options/peru-locations';
import { isRoboticsKit, ROBOTICS_KIT_LABEL } from '../forms/options/robotics-kits';
import { crossChecked, documentNumber, emailAddress, requiredText } from './fields';

/** Every type of spec §3; the page offers the country's own (app/enhance/document-types.ts). */
export const COMPLAINT_DOCUMENT_TYPES = DOCUMENT_TYPES;

function isComplaintDocumentType(value: string): value is DocumentType {
  return COMPLAINT_DOCUMENT_TYPES.some((type) => type === value);
}

const WRONG_COUNTRY_DOCUMENT = 'Ese documento no corresponde a tu país';

/** A number read with the country's phone plan (one written with '+' reads alone); Peru's when it has none. */
const phoneOf = (phone: string, country: string) =>
  parsePhoneNumberFromString(phone, isSupportedCountry(country) ? country : DEFAULT_COUNTRY);

const documentType = z
  .string({ error: 'Elige el tipo de documento' })
  .refine(isComplaintDocumentType, 'Elige el tipo de documento');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Escribe como máximo ${max} caracteres`)
    .optional()
    .transform((value) => value || undefined);

const KIT_REQUIRED = 'Elige el kit de robótica que compraste';
const COURSE_REQUIRED = 'Elige el curso que contrataste';
const COURSE_UNKNOWN = 'Elige un curso de la lista';

/** The kit's label for a product, the course's name for a service; nothing for 'Otro servicio'. */
function goodName(value: { claimObject: string; kit?: string; course?: string }): string | null {
  if (value.claimObject === 'product') return isRoboticsKit(value.kit) ? ROBOTICS_KIT_LABEL[value.kit] : null;
  return value.course && value.course !== OTHER_SERVICE ? value.course : null;
}

/**
 * `courseNames`: the catalogue's course names the form offered, or null when it could not be
 * read (or for the procedure, which trusts the action that checked them): any name then.
 */
export const complaintInputSchema = (courseNames: readonly string[] | null) =>
  crossChecked(
    z.object({
      firstName: requiredText('Ingresa tus nombres', 80),
      lastName: requiredText('Ingresa tus apellidos', 80),
      country: z
        .string()
        .trim()
        .default(DEFAULT_COUNTRY)
        .refine((code) => isCountryCode(code), 'Elige tu país'),
      documentType,
      documentNumber: documentNumber('Ingresa tu número de documento', 20),
      address: requiredText('Ingresa tu domicilio', 200),
      // Peru's: required there, checked below; abroad they are not asked.
      department: optionalText(40),
      district: optionalText(60),
      phone: requiredText('Ingresa tu teléfono', 30),
      email: emailAddress(200),
      // A checkbox: 'on' when ticked, missing otherwise.
      isMinor: z.boolean().default(false),
      guardianName: optionalText(160),
      guardianDocumentType: z.string().optional(),
      guardianDocumentNumber: optionalText(20),
      claimObject: z
        .string({ error: 'Elige si es un producto o un servicio' })
        .pipe(z.enum(CLAIM_OBJECTS, { error: 'Elige si es un producto o un servicio' })),
      // One of them, by the claim object: checked below.
      kit: z.string().optional(),
      course: optionalText(120),
      amount: z
        .string({ error: 'Ingresa el monto reclamado' })
        .trim()
        .regex(/^\d{1,7}([.,]\d{1,2})?$/, 'Ingresa el monto en soles, por ejemplo 450 o 450.50')
        .transform((amount) => Number(amount.replace(',', '.'))),
      goodDescription: requiredText('Describe el producto o servicio contratado', 300),
      claimType: z
        .string({ error: 'Elige si es un reclamo o una queja' })
        .pipe(z.enum(CLAIM_TYPES, { error: 'Elige si es un reclamo o una queja' })),
      detail: requiredText('Cuéntanos el detalle de tu reclamo o queja', 2000),
      request: requiredText('Indica tu pedido', 1000),
      acceptance: z.boolean().default(false).refine(Boolean, 'Debes confirmar que los datos son verdaderos'),
    }),
    (value, add, ok) => {
      const inPeru = value.country === DEFAULT_COUNTRY;
      if (ok('country', 'documentType') && !isDocumentTypeOf(value.country, value.documentType))
        add('documentType', WRONG_COUNTRY_DOCUMENT);
      else {
        const numberError =
          ok('country', 'documentType', 'documentNumber') &&
          documentNumberError(value.documentType, value.country, value.documentNumber);
        if (numberError) add('documentNumber', numberError);
      }
      if (inPeru && ok('department') && !isDepartment(value.department ?? ''))
        add('department', 'Elige tu departamento');
      else if (inPeru && ok('department', 'district')) {
        const placeError = value.district
          ? districtError(value.department ?? '', value.district)
          : 'Elige tu distrito';
        if (placeError) add('district', placeError);
      }
      if (ok('claimObject') && value.claimObject === 'product' && !isRoboticsKit(value.kit))
        add('kit', KIT_REQUIRED);
      if (ok('claimObject', 'course') && value.claimObject === 'service') {
        if (!value.course) add('course', COURSE_REQUIRED);
        else if (courseNames && value.course !== OTHER_SERVICE && !courseNames.includes(value.course))
          add('course', COURSE_UNKNOWN);
      }
      if (ok('phone', 'country') && !phoneOf(value.phone, value.country)?.isValid())
        add(
          'phone',
          inPeru
            ? 'Ingresa un teléfono válido, por ejemplo 987654321'
            : 'Ingresa un teléfono válido de tu país, o con su código: +57 601 234 5678',
        );
      if (value.isMinor !== true) return;
      if (!value.guardianName) add('guardianName', 'Ingresa el nombre de tu padre, madre o apoderado');
      const guardianType = value.guardianDocumentType ?? '';
      if (!isComplaintDocumentType(guardianType)) {
        add('guardianDocumentType', 'Elige el tipo de documento del apoderado');
      } else if (ok('country') && !isDocumentTypeOf(value.country, guardianType)) {
        add('guardianDocumentType', WRONG_COUNTRY_DOCUMENT);
      } else if (!value.guardianDocumentNumber) {
        add('guardianDocumentNumber', 'Ingresa el número de documento del apoderado');
      } else {
        const guardianError = documentNumberError(
          guardianType,
          value.country,
          value.guardianDocumentNumber.toUpperCase(),
        );
        if (guardianError) add('guardianDocumentNumber', guardianError);
      }
    },
  ).transform((value) => ({
    ...value,
    department: value.country === DEFAULT_COUNTRY ? value.department ?? null : null,
    district: value.country === DEFAULT_COUNTRY ? value.district ?? null : null,
    phone: phoneOf(value.phone, value.country)?.number ?? value.phone,
    goodName: goodName(value),
    guardian: value.isMinor
      ? {
          name: value.guardianName ?? '',
          documentType: value.guardianDocumentType ?? '',
          documentNumber: (value.guardianDocumentNumber ?? '').toUpperCase(),
        }
      : null,
  }));

export const ComplaintInputSchema = complaintInputSchema(null);
export type ComplaintInput = z.infer<typeof ComplaintInputSchema>;
