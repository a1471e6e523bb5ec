import { PRIVACY_POLICY_VERSION } from '../../kernel/texts/privacy';
/**
 * One valid family and one valid complaint for the sign-up and complaints-book tests (unit,
 * router and integration), so a change of the forms' rules is made in one place. Tests override
 * the fields they are about; HTTP tests turn the booleans into the form's 'on'.
 */
export const GUARDIAN_INPUT = {
  firstName: 'Rosa',
  lastName: 'Huamán Torres',
  email: 'rosa.huaman@example.com',
  password: 'Kodea2026!',
  phoneCountry: 'PE',
  phone: '987654321',
  country: 'PE',
  city: 'Arequipa',
  relation: 'mother',
  documentType: 'DNI',
  documentNumber: '45678912',
  source: 'school',
  acceptTerms: true,
} as const;

export const CHILD_INPUT = {
  firstName: 'Mateo',
  age: '8_to_11',
  experience: 'basic',
  operatingSystem: 'windows',
} as const;

export const COMPLAINT_INPUT = {
  firstName: 'Carmen',
  lastName: 'Rojas Salazar',
  documentType: 'DNI',
  documentNumber: '41234567',
  address: 'Av. Arequipa 1234',
  department: 'Lima',
  district: 'Miraflores',
  phone: '987654321',
  email: 'carmen.rojas@example.com',
  isMinor: false,
  claimObject: 'service',
  course: 'Curso de Videojuegos con Roblox',
  amount: '450',
  goodDescription: 'Curso de videojuegos con Roblox',
  claimType: 'claim',
  detail: 'La clase del sábado no se realizó.',
  request: 'Reprogramar la clase.',
  acceptance: true,
} as const;

/** The parent's consent for the children's data (issue 55 point 6), as the actions give it. */
export const CONSENT_INPUT = {
  textVersion: PRIVACY_POLICY_VERSION,
  acceptedAt: '2026-11-20T15:00:00.000Z',
} as const;
