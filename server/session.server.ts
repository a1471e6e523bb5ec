/**
 * Server-side sessions (docs/decisions/012, 021): the cookie carries only a random id, signed and
 * httpOnly; tokens (sealed, decision 073), user data, the purchase in progress and payment state
 * live in the store (SQLite or Redis). Logout destroys the record, so a copied cookie is dead afterwards. A session
 * with nothing to keep is never written and sets no cookie; one without sign-in is written in
 * the store's anonymous tier, which a flood of visitors may evict but never a signed-in session.
 */
import { randomBytes } from 'node:crypto';
import { encodeLocation } from '@kernel/site-path';
import { createCookie, createSession, createSessionStorage, redirect, type Session } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/zod/v4';
import type { Auth, Platform } from './auth/auth';
import { sealTokens, unsealTokens } from './auth/sealed-tokens';
import { getEnv } from './env';
import { SESSION_COOKIE_NAME } from './http/private-responses';
import type { CardPaymentView, IntentPaymentView } from './invoice-checkout/views';
import type { ComplaintRecord } from './complaints/record';
import type { PaymentState, PurchaseContext, SubscriptionState } from './vacation-purchase/types';
import { getStore, type Tier } from './store';
import { parseStoredJson, readJson } from './store/json';
import { orStoreOutageResponse, recordTooLargeResponse } from './store/responses';
import type { UserData } from './upstream/schemas/auth';
import type { ChildDraft, GuardianDraft } from './validation/sign-up-draft';

export interface SessionData {
  accessToken: string;
  refreshToken: string;
  userData: UserData;
  platform: Platform;
  organization_id: number | null;
  /** The purchase chosen with 'Ir a Pagar' (spec §3 "Purchase context fields"). */
  purchase: PurchaseContext;
  /** The payment attempt of that purchase, and its outcome once authorized. */
  payment: PaymentState;
  /** The subscription being paid with the global provider's card form. */
  subscription: SubscriptionState;
  /** Parents' zone: the blocked-courses banner was dismissed (spec §4); it stays so for the session. */
  parentsBannerDismissed: boolean;
  /** Parents' zone: the last recommended card opened (spec §3 "Stored in the browser": its thumbnail). */
  recommendedViewed: RecommendedViewed;
  /** Parents' zone: whose login the parent asked to see, and until when (the page holds it only then). */
  credentialsRevealed: { childId: number; until: number };
  /**
   * Sign-up: the validated first step (the parent), kept here and never in the page between the
   * two steps, its password sealed, never in clear; cleared on success (docs/decisions/019, 023).
   */
  signUp: GuardianDraft;
  /**
   * Sign-up: the children rows as typed, kept when the parent goes back to step 1 (or is sent
   * back there by a taken e-mail) so that nothing typed is lost on the way back to step 2. At most
   * MAX_CHILDREN rows, each field cut to its limit (decision 023).
   */
  signUpChildren: ChildDraft[];
  /** Complaints book: the records this browser filed (the last 10); only they can open them again. */
  complaints: ComplaintRecord[];
  /**
   * Online checkout (issue 16): the soles card step or the dollar intent opened by the invoice
   * page's action, shown by its loader (POST → redirect → GET). Only what the page shows; the
   * payment's own records (provider session, outcome) live in the store (server/invoice-checkout/).
   */
  checkoutCard: { invoiceId: number; view: CardPaymentView };
  checkoutIntent: { invoiceId: number; view: IntentPaymentView };
}

/** What the parents' zone remembers of a clicked recommendation: read from the upstream list, never from the form. */
export interface RecommendedViewed {
  childId: number;
  kind: 'course' | 'learning_path';
  id: number;
  image: string;
  name: string;
}

export interface FlashData {
  toast: { kind: 'success' | 'error'; message: string };
  paymentError: string;
  /** A failed sign-in: the dialog's message, and Conform's reply (field errors, the e-mail typed, never the password). */
  loginError: {
    id: number;
    message: string | null;
    result: SubmissionResult<string[]>;
  };
}

export type KodeaSession = Session<SessionData, FlashData>;

const SESSION_KEYS = [
  'accessToken',
  'refreshToken',
  'userData',
  'platform',
  'organization_id',
  'purchase',
  'payment',
  'subscription',
  'parentsBannerDismissed',
  'recommendedViewed',
  'credentialsRevealed',
  'signUp',
  'signUpChildren',
  'complaints',
  'checkoutCard',
  'checkoutIntent',
] as const satisfies readonly (keyof SessionData)[];

/** A session unused this long is gone; one older than the absolute limit is gone whatever its use. */
export const SESSION_IDLE_MS = 3 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** Reads refresh the idle timer at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;
/**
 * One session record at most, JSON included. Every field has its own cap (sign-up drafts,
 * complaints, flashes are small by construction); this one holds whatever a form sends, and a
 * write over it is refused with the Spanish 413 page instead of being stored or truncated.
 */
export const SESSION_MAX_BYTES = 64 * 1024;

interface StoredSession {
  data: Record<string, unknown>;
  createdAt: number;
  touchedAt: number;
}

const keyOf = (id: string) => `session:${id}`;

/** The cookie carries only this random id: nothing of the user's (issue 50; decision 073). */
const newSessionId = () => randomBytes(24).toString('base64url');

/** Where the record keeps the sealed tokens (sealed-tokens.ts); the data a session reads has them open. */
const SEALED_TOKENS = 'sealedTokens';

/** The record's data as stored: the tokens sealed, never in clear. */
function toStored(data: Record<string, unknown>): Record<string, unknown> {
  const { accessToken, refreshToken, ...rest } = data;
  if (typeof accessToken !== 'string' && typeof refreshToken !== 'string') return rest;
  return {
    ...rest,
    [SEALED_TOKENS]: sealTokens({
      accessToken: typeof accessToken === 'string' ? accessToken : undefined,
      refreshToken: typeof refreshToken === 'string' ? refreshToken : undefined,
    }),
  };
}

/**
 * The record's data as a session reads it: the tokens opened. Tokens that do not open (a changed
 * byte, every secret that sealed them rotated away) are dropped, so the session reads as signed
 * out. A record written before the tokens were sealed still reads; its next write seals them.
 */
function fromStored(data: Record<string, unknown>): Record<string, unknown> {
  const { [SEALED_TOKENS]: sealed, ...rest } = data;
  if (typeof sealed !== 'string') return rest;
  const tokens = unsealTokens(sealed);
  if (tokens?.accessToken !== undefined) rest.accessToken = tokens.accessToken;
  if (tokens?.refreshToken !== undefined) rest.refreshToken = tokens.refreshToken;
  return rest;
}

function ttlFor(record: StoredSession, now: number): number {
  return Math.min(SESSION_IDLE_MS, record.createdAt + SESSION_ABSOLUTE_MS - now);
}

/** Signed-in sessions are protected; any other is anonymous state. */
const tierOf = (data: Record<string, unknown>): Tier =>
  typeof data.accessToken === 'string' ? 'protected' : 'anonymous';

async function readRecord(id: string): Promise<StoredSession | null> {
  const record = parseStoredJson<StoredSession>(await getStore().get(keyOf(id)));
  return record && { ...record, data: fromStored(record.data) };
}

async function deleteRecord(id: string): Promise<void> {
  await getStore().delete(keyOf(id));
}

async function write(id: string, record: StoredSession, now = Date.now()): Promise<void> {
  const ttl = ttlFor(record, now);
  if (ttl <= 0) return deleteRecord(id);
  const json = JSON.stringify({ ...record, data: toStored(record.data) });
  if (Buffer.byteLength(json) > SESSION_MAX_BYTES) throw recordTooLargeResponse();
  await getStore().set(keyOf(id), json, ttl, { tier: tierOf(record.data) });
}

const isEmpty = (session: KodeaSession) => Object.keys(session.data).length === 0;

function createStorage() {
  const env = getEnv();
  return createSessionStorage<SessionData, FlashData>({
    cookie: createCookie(SESSION_COOKIE_NAME, {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.cookieSecure,
      path: '/',
      secrets: env.sessionSecrets,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    }),
    async createData(data) {
      const id = newSessionId();
      const now = Date.now();
      await write(id, { data, createdAt: now, touchedAt: now }, now);
      return id;
    },
    async readData(id) {
      const record = await readRecord(id);
      if (!record) return null;
      const now = Date.now();
      // The store's TTL enforces both limits too; checking here keeps them exact whatever the store.
      if (now - record.createdAt >= SESSION_ABSOLUTE_MS || now - record.touchedAt >= SESSION_IDLE_MS) {
        await deleteRecord(id);
        return null;
      }
      if (now - record.touchedAt >= TOUCH_EVERY_MS) await write(id, { ...record, touchedAt: now }, now);
      return record.data;
    },
    async updateData(id, data) {
      const now = Date.now();
      // A record destroyed meanwhile (logout in another tab) is not resurrected by a late write:
      // asked of the store itself, not of the text this request read when it began.
      const record = await readJson<StoredSession>(keyOf(id));
      if (!record) return;
      await write(id, { data, createdAt: record.createdAt, touchedAt: now }, now);
    },
    async deleteData(id) {
      // A session that was never written has no id and nothing to delete.
      if (id) await deleteRecord(id);
    },
  });
}

let storage: ReturnType<typeof createStorage> | undefined;

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

/** The request's session; throws the 503 response while the store is unavailable. */
export function getSession(request: Request): Promise<KodeaSession> {
  return getSessionFromCookie(request.headers.get('cookie'));
}

/** The session behind a raw Cookie header (the mock backend's payments.json uses it to know the owner). */
export async function getSessionFromCookie(cookieHeader: string | null | undefined): Promise<KodeaSession> {
  const session = await orStoreOutageResponse(() => sessionStorage().getSession(cookieHeader ?? null));
  // An id whose record is gone (logged out, expired) must not be written to again: start afresh.
  if (session.id && Object.keys(session.data).length === 0) return createSession({}, '');
  return session;
}

/**
 * Writes the record and returns its Set-Cookie header. An empty session is not written: a new
 * one keeps no record (the header clears a cookie that was never set), and one that emptied is
 * destroyed. Throws the 503 response while the store is unavailable, 413 over SESSION_MAX_BYTES.
 */
export function commitSession(session: KodeaSession): Promise<string> {
  if (isEmpty(session)) return destroySession(session);
  return orStoreOutageResponse(() => sessionStorage().commitSession(session));
}

/** Deletes the record and returns the Set-Cookie header that clears the cookie. */
export function destroySession(session: KodeaSession): Promise<string> {
  return orStoreOutageResponse(() => sessionStorage().destroySession(session));
}

/**
 * Sign-in gets a fresh id (no session fixation) carrying the current data over; the old record
 * is deleted, so a cookie copied before sign-in never becomes a signed-in one.
 */
export async function rotateSession(session: KodeaSession): Promise<KodeaSession> {
  const oldId = session.id;
  if (oldId) await orStoreOutageResponse(() => deleteRecord(oldId));
  const fresh = createSession<SessionData, FlashData>(undefined, '');
  const copy = <K extends keyof SessionData>(key: K) => {
    const value: SessionData[K] | undefined = session.data[key];
    if (value !== undefined) fresh.set(key, value);
  };
  for (const key of SESSION_KEYS) copy(key);
  return fresh;
}

/** Signed-in means both tokens are stored (spec §6); a user with no platform counts as signed out. */
export function readAuth(session: KodeaSession): Auth | null {
  const accessToken = session.get('accessToken');
  const refreshToken = session.get('refreshToken');
  const user = session.get('userData');
  const platform = session.get('platform');
  if (!accessToken || !refreshToken || !user || !platform) return null;
  return {
    accessToken,
    refreshToken,
    user,
    platform,
    organizationId: session.get('organization_id') ?? null,
  };
}

/** True when the session holds user data but is incomplete (e.g. no platform): it must be cleared. */
export function hasStaleAuth(session: KodeaSession): boolean {
  const anyKey = (['accessToken', 'refreshToken', 'userData', 'platform'] as const).some((key) =>
    session.has(key),
  );
  return anyKey && readAuth(session) === null;
}

export function storeAuth(session: KodeaSession, auth: Auth): void {
  // A payment attempt, like the parents' zone choices, belongs to the user who made it.
  session.unset('payment');
  session.unset('subscription');
  session.unset('parentsBannerDismissed');
  session.unset('recommendedViewed');
  session.unset('credentialsRevealed');
  // A half-finished sign-up holds a password: it never outlives a sign-in.
  session.unset('signUp');
  session.unset('signUpChildren');
  session.set('accessToken', auth.accessToken);
  session.set('refreshToken', auth.refreshToken);
  session.set('userData', auth.user);
  session.set('platform', auth.platform);
  session.set('organization_id', auth.organizationId);
}

/** Spec §6: removes user data, tokens and platform (the upstream refused them, or they were incomplete). */
export function clearAuth(session: KodeaSession): void {
  for (const key of SESSION_KEYS) if (key !== 'purchase') session.unset(key);
}

/** Opens the login dialog over `path`; with `signOut`, first drops a session the upstream refused. */
export async function redirectToLogin(
  session: KodeaSession,
  path: string,
  { signOut }: { signOut: boolean },
) {
  if (signOut) clearAuth(session);
  return redirectWithSession(`${path}?login`, session);
}

/**
 * Redirects with the session committed; a new session with nothing to keep sets no cookie at all.
 * The Location is percent-encoded to ASCII (kernel/site-path.ts): a character a header cannot
 * carry would make the answer a 500.
 */
export async function redirectWithSession(to: string, session: KodeaSession, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  if (session.id || !isEmpty(session)) headers.append('Set-Cookie', await commitSession(session));
  return redirect(encodeLocation(to), { ...init, headers });
}
