/**
 * The world a sequence of the two-instance money model acts on (not a test file): the model's three
 * families as fresh alias accounts (`padre+<tag>@…`, so every sequence, and every replay fast-check
 * shrinks, starts from nothing), each with one browser whose tabs may land on either instance, and
 * every payment step it was ever shown — a stale tab keeps its copy and may still send it.
 */
import { randomBytes } from 'node:crypto';
import { newBrowser, type HttpAnswer, type HttpClient } from '../harness/http-client';
import { sendRaw } from '../harness/http-request';
import type { RunningUpstream } from '../harness/upstream';
import { PASSWORD } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { answerProblem } from './answers';

/** A soles card step as the page showed it: what its form posts and what the provider tokenises. */
export interface CardView {
  purchaseNumber: string;
  sessionKey: string;
}

/** A dollar intent as the provider's hosted checkout received it. */
export interface IntentView {
  intentId: string;
  clientSecret: string;
  /** The app's address the provider sends the browser back to (the instance that opened it). */
  returnUrl: string;
}

export interface Pedido {
  invoiceId: number;
  cards: CardView[];
  intents: IntentView[];
}

/** A vacation purchase's payment step, in the browser (its own session) that opened it. */
export interface Vacation {
  browser: HttpClient;
  purchaseNumber: string;
  sessionKey: string;
}

interface Shape {
  base: string;
  currency: 'PEN' | 'USD';
  /** What `/pagar` sells, and to which child (its index among the family's children). */
  products: { child: number; query: string }[];
  /** The vacation programs' age ranges (the first program, its first schedule). */
  programs: string[];
}

const GAMES_PATH = 'ruta=ruta-creadores-de-videojuegos';
const MINECRAFT_IN_PATH = `${GAMES_PATH}&curso=curso-de-minecraft-education-code-builder`;
const ROBOTICA = 'curso=curso-de-robotica-con-micro-bit';

/** tests/router/sale-model/families.ts, as `/pagar` addresses: the same products, the same order. */
const SHAPES: Shape[] = [
  {
    base: 'padre',
    currency: 'PEN',
    products: [
      { child: 0, query: MINECRAFT_IN_PATH },
      { child: 0, query: ROBOTICA },
      { child: 0, query: GAMES_PATH },
      { child: 1, query: 'curso=curso-de-programacion-con-scratch-junior' },
    ],
    programs: ['8_to_11'],
  },
  {
    base: 'mama.mx',
    currency: 'USD',
    products: [
      { child: 0, query: 'curso=curso-de-python-para-jovenes' },
      { child: 0, query: 'ruta=ruta-desarrolladores-web' },
    ],
    programs: ['12_plus'],
  },
  {
    base: 'recordatorios',
    currency: 'PEN',
    products: [
      { child: 0, query: ROBOTICA },
      { child: 0, query: MINECRAFT_IN_PATH },
    ],
    programs: ['8_to_11'],
  },
];

export interface Family extends Shape {
  email: string;
  /** The account's bearer token at the simulated API (its refresh token, as the API takes it), to
   * read what the API holds: never the app's session. */
  apiToken: string;
  /** The alias's copies of the fixture children, in the fixture's order. */
  children: number[];
  browser: HttpClient;
  pedidos: Pedido[];
  vacations: Vacation[];
}

export interface World {
  a: string;
  b: string;
  upstream: RunningUpstream;
  tag: string;
  families: (Family | undefined)[];
  /** Every app answer of the sequence that was a 5xx, the error page or a leak, with what asked. */
  problems: string[];
  /** The slowest app answer of the sequence: a loaded machine shows here first. */
  slowest: { ms: number; label: string };
}

let worlds = 0;

export function newWorld(a: string, b: string, upstream: RunningUpstream): World {
  worlds += 1;
  return {
    a,
    b,
    upstream,
    tag: `sm${worlds}-${randomBytes(3).toString('hex')}`,
    families: [],
    problems: [],
    slowest: { ms: 0, label: '' },
  };
}

/** A browser of the world: every app answer it gets is checked (answers.ts). */
export function worldBrowser(world: World, origin: string): HttpClient {
  return newBrowser(origin, (answer: HttpAnswer, label: string) => {
    if (answer.elapsedMs > world.slowest.ms) world.slowest = { ms: answer.elapsedMs, label };
    const problem = answerProblem(answer);
    if (problem) world.problems.push(`${label} on ${origin}: ${problem}`);
  });
}

async function apiSignIn(upstream: RunningUpstream, email: string) {
  const answer = await sendRaw({
    url: `${upstream.origin}/_upstream/api/api/auth/login/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: { kind: 'fixed', data: JSON.stringify({ email, password: PASSWORD }) },
  });
  if (answer.status !== 200) throw new Error(`API sign-in of ${email}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as { refresh: string; user: { children: number[] } };
}

/** The family `index` (0–2), signed in on `origin` the first time a step names it. */
export async function familyOf(world: World, index: number, origin: string): Promise<Family> {
  const known = world.families[index];
  if (known) return known;
  const shape = SHAPES[index % SHAPES.length];
  const email = `${shape.base}+${world.tag}@example.com`;
  const browser = worldBrowser(world, origin);
  await signIn(browser, email);
  const api = await apiSignIn(world.upstream, email);
  const family: Family = {
    ...shape,
    email,
    apiToken: api.refresh,
    children: api.user.children,
    browser,
    pedidos: [],
    vacations: [],
  };
  world.families[index] = family;
  return family;
}

export const familiesOf = (world: World): Family[] =>
  world.families.filter((family): family is Family => family !== undefined);
