/**
 * The model's three families (not a test file), fixture accounts sharing one seat scope so they
 * contend for the same last seats: padre@ (soles; Sofía and Diego), mama.mx@ (dollars; Emiliano)
 * and recordatorios@ (soles; Valentina, Sofía's age).
 */
import { accountCaller } from '../invoices-support';
import type { Family } from './world';

const ROBOTICA = { type: 'course', course: 'curso-de-robotica-con-micro-bit' } as const;
const MINECRAFT_IN_PATH = {
  type: 'path-course',
  path: 'ruta-creadores-de-videojuegos',
  course: 'curso-de-minecraft-education-code-builder',
} as const;
const GAMES_PATH = { type: 'path', path: 'ruta-creadores-de-videojuegos' } as const;
const ROBLOX = { ageRange: '8_to_11', programId: 'vac-8_to_11-1', groupId: 'vg-8-1-1' } as const;

async function family(
  email: string,
  shape: Pick<Family, 'currency' | 'products' | 'programs'>,
): Promise<Family> {
  const { caller, context } = await accountCaller(email);
  return { email, caller, context, ...shape, pedidos: [], vacations: [] };
}

export const families = async (): Promise<Family[]> => [
  await family('padre@example.com', {
    currency: 'PEN',
    products: [
      { childId: 501, ref: MINECRAFT_IN_PATH },
      { childId: 501, ref: ROBOTICA },
      { childId: 501, ref: GAMES_PATH, named: true },
      { childId: 502, ref: { type: 'course', course: 'curso-de-programacion-con-scratch-junior' } },
    ],
    programs: [{ choice: ROBLOX, childId: 501 }],
  }),
  await family('mama.mx@example.com', {
    currency: 'USD',
    products: [
      { childId: 503, ref: { type: 'course', course: 'curso-de-python-para-jovenes' } },
      { childId: 503, ref: { type: 'path', path: 'ruta-desarrolladores-web' } },
    ],
    programs: [
      { choice: { ageRange: '12_plus', programId: 'vac-12_plus-1', groupId: 'vg-12-1-1' }, childId: 503 },
    ],
  }),
  await family('recordatorios@example.com', {
    currency: 'PEN',
    products: [
      { childId: 538, ref: ROBOTICA },
      { childId: 538, ref: MINECRAFT_IN_PATH },
    ],
    programs: [{ choice: ROBLOX, childId: 538 }],
  }),
];
