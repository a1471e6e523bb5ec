/** Sign-up (answered as a sign-in) and adding a child (parents only). */
import { randomBytes } from 'node:crypto';
import { http } from 'msw';
import { z } from 'zod';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import {
  badRequest,
  CHOICE,
  fieldErrorsOf,
  forbidden,
  jsonBody,
  REQUIRED,
  requiredText as required,
  jsonAnswer,
  requireUser,
} from '../http/api-answers';
import { signedInAnswer } from '../accounts/signed-in-answer';
import { childAnswer } from './parents';
import { sendWelcome } from '../outbox/accounts';
import { recordConsent } from '../privacy/consents';

const ChildBodySchema = z.object({
  first_name: required,
  age_range: z.enum(['5_to_7', '8_to_11', '12_plus'], { error: CHOICE }),
  experience: z.enum(['notexperience', 'basic', 'intermediate', 'advance'], { error: CHOICE }),
  operating_system: z.enum(['windows', 'macos', 'linux', 'other'], { error: CHOICE }),
});

/** The parent's consent for the children's data: required, as the law asks it before the data. */
const ConsentBodySchema = z.object(
  {
    text_version: z.string({ error: REQUIRED }).min(1, REQUIRED),
    accepted_at: z.iso.datetime({ error: 'Fecha no válida.' }),
  },
  { error: REQUIRED },
);

const AddChildBodySchema = ChildBodySchema.extend({
  child_data_consent: ConsentBodySchema.extend({ account_id: z.number({ error: REQUIRED }).int() }),
});

const RegisterBodySchema = z.object({
  first_name: required,
  last_name: required,
  email: z.email({ error: 'Introduzca una dirección de correo electrónico válida.' }),
  password: z.string({ error: REQUIRED }).min(8, 'La contraseña es demasiado corta.'),
  phone: z.string({ error: REQUIRED }).regex(/^\+\d{6,15}$/, 'Número de teléfono no válido.'),
  country_code: z.string({ error: REQUIRED }).regex(/^[A-Z]{2}$/, 'Código de país no válido.'),
  city: required,
  guardian_relation: z.enum(['father', 'mother', 'tutor'], { error: CHOICE }),
  document_type: z.enum(['DNI', 'alien-certificate', 'passport', 'cedula', 'ID', 'CURP'], { error: CHOICE }),
  document_number: required,
  marketing_source: required,
  accept_terms: z.literal(true, { error: 'Debe aceptar los términos y condiciones.' }),
  children: z.array(ChildBodySchema, { error: REQUIRED }).min(1, 'Registre al menos un hijo.'),
  child_data_consent: ConsentBodySchema,
});

/** Ids of accounts created by sign-up: above the fixtures, below the alias accounts (accounts/alias-accounts.ts). */
const FIRST_USER_ID = 600_000;
const FIRST_CHILD_ID = 700_000;

function nextId(ids: number[], floor: number, ceiling: number): number {
  return Math.max(floor - 1, ...ids.filter((id) => id >= floor && id < ceiling)) + 1;
}

const loginName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '') || 'alumno';

function createChild(
  parentId: number,
  lastName: string,
  child: z.infer<typeof ChildBodySchema>,
  index: number,
) {
  const ids = db.child.getAll().map((c) => c.id);
  const id = nextId(ids, FIRST_CHILD_ID, 1_000_000);
  return db.child.create({
    id,
    parentId,
    first_name: child.first_name,
    last_name: lastName,
    email: `${loginName(child.first_name)}.${id}@alumnos.kodea.pe`,
    password: `Kodea-${randomBytes(3).toString('hex')}`,
    icon_id: (index % 8) + 1,
    age_range: child.age_range,
    experience: child.experience,
    operating_system: child.operating_system,
  });
}

export const signUpHandlers = [
  http.post(`${MOCK_API_URL}/api/auth/register/`, async ({ request }) => {
    const parsed = RegisterBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    const body = parsed.data;
    const email = body.email.toLowerCase();
    if (db.user.findFirst({ where: { email: { equals: email } } }))
      return badRequest({ email: ['Ya existe un usuario con este correo electrónico.'] });

    const ids = db.user.getAll().map((u) => u.id);
    const user = db.user.create({
      id: nextId(ids, FIRST_USER_ID, FIRST_CHILD_ID),
      email,
      password: body.password,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      countryCode: body.country_code,
      role: 'parent',
      organizationId: null,
      city: body.city,
      guardianRelation: body.guardian_relation,
      documentType: body.document_type,
      documentNumber: body.document_number,
      marketingSource: body.marketing_source,
    });
    const children = body.children.map((child, index) => createChild(user.id, body.last_name, child, index));
    recordConsent(user.id, body.child_data_consent, 'sign-up', children);
    sendWelcome(
      user,
      body.children.map((child) => child.first_name),
    );
    return jsonAnswer(signedInAnswer(user), { status: 201 });
  }),

  http.post(`${MOCK_API_URL}/api/parents/children/`, async ({ request }) => {
    const user = requireUser(request);
    if (user.role !== 'parent') return forbidden();
    const parsed = AddChildBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error));
    const consent = parsed.data.child_data_consent;
    // A consent is the account's own: another account's id is refused, as the field it is.
    if (consent.account_id !== user.id)
      return badRequest({ child_data_consent: ['La cuenta no coincide con la sesión.'] });
    const siblings = db.child.count({ where: { parentId: { equals: user.id } } });
    const child = createChild(user.id, user.lastName, parsed.data, siblings);
    recordConsent(user.id, consent, 'add-child', [child]);
    return jsonAnswer({ data: childAnswer(child) }, { status: 201 });
  }),
];
