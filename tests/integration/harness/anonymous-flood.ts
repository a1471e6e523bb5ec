/**
 * An anonymous flood (issue 15 point 1, issue 50 point 3), shared by
 * tests/integration/anonymous-flood and bench/state-figures: cookie-less clients, each round a
 * fresh browser with its own address (X-Forwarded-For, as a load balancer passes on rotating
 * clients), so per-client throttles never end it. Every round goes through every form a visitor
 * without an account can post or open:
 * - trial-class bookings (TRIAL_POSTS_PER_ROUND from each of TRIAL_VISITORS_PER_ROUND addresses,
 *   each with its own form token);
 * - sign-up step 1 with every free-text field as long as the form accepts, step 2 with six long
 *   children kept as typed ('Volver a mis datos'), the same six submitted (refused field by field:
 *   the draft stays anonymous; a sign-up that succeeds is a signed-in family, bounded by
 *   LIMITS.signUpsOverall);
 * - a failed sign-in;
 * - the contact form without a session, and the contact page;
 * - the referral landing, with a real code and a made-up one;
 * - every fifth round, a complaint with a long detail.
 */
import { randomUUID } from 'node:crypto';
import { COMPLAINT_INPUT, GUARDIAN_INPUT } from '../../support/form-inputs';
import { newBrowser, type HttpClient } from './http-client';
import type { HttpAnswer } from './http-request';

export interface FloodResult {
  /** Fresh browsers used (rounds). */
  rounds: number;
  /** Six-children drafts the app kept (each at least DRAFT_BYTES). */
  drafts: number;
  /** Trial-class forms posted, and those the app booked (a redirect to the confirmation). */
  trialPosts: number;
  bookings: number;
  /** Count of answers per HTTP status. */
  statuses: Record<number, number>;
  /** The browser of the first draft kept, to check later whether it was evicted. */
  firstDraft: HttpClient | undefined;
}

/** What one kept draft weighs at least: six children × four fields × the 500 characters kept of each. */
export const DRAFT_BYTES = 6 * 4 * 500;

/** Under the per-client limit (LIMITS.trialClassesByClient), so only the site-wide one can refuse. */
export const TRIAL_POSTS_PER_ROUND = 9;
/**
 * Bookings are what reach the site-wide limit: two addresses book each round, so the flood gets
 * there in half the rounds while every other form is still posted each round.
 */
export const TRIAL_VISITORS_PER_ROUND = 2;
/** A fixture referral code (fixtures/referrals.ts). */
const REFERRAL_CODE = 'CARLOS-ROBLOX';

const long = (label: string, length: number) => label.padEnd(length, 'x');

function guardian(n: number) {
  return {
    ...GUARDIAN_INPUT,
    intent: 'guardian',
    firstName: long('Rosa', 80),
    lastName: long('Huamán', 80),
    city: long('Arequipa', 80),
    email: `${long(`flood${n}.`, 150)}@example.com`,
    password: long(`Clave${n}`, 200),
    acceptTerms: 'on',
  };
}

function sixLongChildren(intent: string): Record<string, string> {
  const fields: Record<string, string> = { intent };
  for (let i = 0; i < 6; i++) {
    fields[`children[${i}].firstName`] = long(`Hijo ${i} `, 2_000);
    fields[`children[${i}].age`] = long('8_to_11', 1_000);
    fields[`children[${i}].experience`] = long('basic', 1_000);
    fields[`children[${i}].operatingSystem`] = long('linux', 1_000);
  }
  return fields;
}

// The fields the trial-class form posts (app/components/campaigns/trial-class-form.tsx): one
// `days` per box ticked.
const trialBooking = (): Array<[string, string]> => [
  ['parentName', 'Ana Pérez'],
  ['phoneCountry', 'PE'],
  ['phone', '987 654 321'],
  ['age', '8_to_11'],
  ['days', 'monday'],
  ['days', 'friday'],
  ['token', randomUUID()],
];

const COMPLAINT = (() => {
  const { isMinor: _adult, ...fields } = COMPLAINT_INPUT;
  return { ...fields, acceptance: 'on', detail: long('La clase no se realizó. ', 2_000) };
})();

export async function floodAnonymous(options: {
  origin: string;
  /** How long it lasts at most. */
  seconds: number;
  clients: number;
  /** Ends it sooner, once what was sent is enough (a test's volume rather than a machine's pace). */
  enough?: (sofar: FloodResult) => boolean;
}): Promise<FloodResult> {
  const statuses: Record<number, number> = {};
  const count = (answer: HttpAnswer) => {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  };
  const deadline = Date.now() + options.seconds * 1_000;
  const result: FloodResult = {
    rounds: 0,
    drafts: 0,
    trialPosts: 0,
    bookings: 0,
    statuses,
    firstDraft: undefined,
  };
  const fresh = () => newBrowser(options.origin, count);

  async function signUpSteps(round: number): Promise<void> {
    const visitor = fresh();
    const step1 = await visitor.postForm('/registro', guardian(round));
    if (step1.status !== 302) return;
    const back = await visitor.postForm('/registro?paso=hijos', sixLongChildren('edit-guardian'));
    if (back.status === 302) {
      result.drafts++;
      result.firstDraft ??= visitor;
    }
    await visitor.postForm('/registro?paso=hijos', sixLongChildren('finish'));
  }

  async function client(): Promise<void> {
    while (Date.now() < deadline && !options.enough?.(result)) {
      const round = result.rounds++;
      for (let visitors = 0; visitors < TRIAL_VISITORS_PER_ROUND; visitors++) {
        const visitor = fresh();
        for (let i = 0; i < TRIAL_POSTS_PER_ROUND; i++) {
          result.trialPosts++;
          const booked = await visitor.postForm('/clase-de-prueba', trialBooking());
          if (booked.status === 302) result.bookings++;
        }
      }
      await signUpSteps(round);
      await fresh().postForm('/auth/login', {
        email: `nadie${round}@example.com`,
        password: 'no-es-la-clave',
        redirectTo: '/',
      });
      await fresh().postForm('/dashboard', { tipo_de_consulta: 'soporte', message: long('Hola', 1_500) });
      await fresh().get('/contactanos');
      await fresh().get(`/invitacion/${REFERRAL_CODE}`);
      await fresh().get(`/invitacion/FLOOD-${round}`);
      if (round % 5 === 0) await fresh().postForm('/libro-de-reclamaciones', COMPLAINT);
    }
  }
  await Promise.all(Array.from({ length: options.clients }, () => client()));
  return result;
}
