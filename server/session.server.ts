/** The cookie carries only a random id; data lives in the store, so logout kills a copied cookie. */
import { randomBytes } from 'node:crypto';
import { encodeLocation } from '@kernel/site-path';
import { createCookie, createSession, createSessionStorage, redirect, type Session } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/zod/v4';
import type { Auth, Platform } from './auth/auth';
import { sealTokens, unsealTokens } from './auth/sealed-tokens';
import { getEnv } from './env';
import { SESSION_COOKIE_NAME } from './http/private-responses';
import type { FiledComplaint } from './complaints/record';
import type { PaymentState, PurchaseContext, SubscriptionState } from './vacation-purchase/types';
import { indexUserSession, endUserSessions, sessionKeyOf } from './session-index';
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
  purchase: PurchaseContext;
  payment: PaymentState;
  subscription: SubscriptionState;
  /** The blocked-courses banner stays dismissed for the session (spec §4). */
  parentsBannerDismissed: boolean;
  recommendedViewed: RecommendedViewed;
  credentialsRevealed: { childId: number; until: number };
  /** Sign-up step 1, password sealed, kept server-side between the two steps. */
  signUp: GuardianDraft;
  /** Sign-up: the children rows as typed, so going back to step 1 loses nothing. */
  signUpChildren: ChildDraft[];
  /** Complaints book: the sheets this browser filed, so their old addresses lead to their copies. */
  complaints: FiledComplaint[];
  /** Password recovery asked from a page (a purchase): the new password's sign-in returns there. */
  passwordResetReturn: string;
}

/** Read from the upstream list, never from the form. */
export interface RecommendedViewed {
  childId: number;
  kind: 'course' | 'learning_path';
  id: number;
  image: string;
  name: string;
}

/** A form that answers beside itself once sent (app/components/forms/form-status.tsx). */
export type FormStatusForm = 'contact' | 'visitor-contact';

export interface FlashData {
  toast: { kind: 'success' | 'error'; message: string };
  /** Stays beside its form until the form is edited or sent again, unlike a passing toast. */
  formStatus: { form: FormStatusForm; message: string };
  paymentError: string;
  /** Said in the login dialog above its form (a payment step whose session ended). */
  loginNotice: string;
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
  'passwordResetReturn',
] as const satisfies readonly (keyof SessionData)[];

export const SESSION_IDLE_MS = 3 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
const TOUCH_EVERY_MS = 5 * 60_000;
/** A larger write is refused with the Spanish 413 page, never stored truncated. */
export const SESSION_MAX_BYTES = 64 * 1024;

interface StoredSession {
  data: Record<string, unknown>;
  createdAt: number;
  touchedAt: number;
}

const newSessionId = () => randomBytes(24).toString('base64url');

const SEALED_TOKENS = 'sealedTokens';

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

/** Tokens that no longer open (tampered, secret rotated away) are dropped: the session reads signed out. */
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

const tierOf = (data: Record<string, unknown>): Tier =>
  typeof data.accessToken === 'string' ? 'protected' : 'anonymous';

async function readRecord(id: string): Promise<StoredSession | null> {
  const record = parseStoredJson<StoredSession>(await getStore().get(sessionKeyOf(id)));
  return record && { ...record, data: fromStored(record.data) };
}

async function deleteRecord(id: string): Promise<void> {
  await getStore().delete(sessionKeyOf(id));
}

async function write(id: string, record: StoredSession, now = Date.now()): Promise<void> {
  const ttl = ttlFor(record, now);
  if (ttl <= 0) return deleteRecord(id);
  const json = JSON.stringify({ ...record, data: toStored(record.data) });
  if (Buffer.byteLength(json) > SESSION_MAX_BYTES) throw recordTooLargeResponse();
  await getStore().set(sessionKeyOf(id), json, ttl, { tier: tierOf(record.data) });
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
      // A signed-in session always starts here (sign-in rotates the id), so each is indexed once,
      // and the account's bound holds (decision 098). One the index could not take is not kept:
      // an unindexed session would escape both the bound and a password reset.
      const userId = data.userData?.id;
      if (typeof userId === 'number') {
        try {
          await indexUserSession(userId, id, SESSION_ABSOLUTE_MS);
        } catch (error) {
          await deleteRecord(id).catch(() => undefined);
          throw error;
        }
      }
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
      // Re-read from the store so a session destroyed meanwhile (logout in another tab) is not resurrected.
      const record = await readJson<StoredSession>(sessionKeyOf(id));
      if (!record) return;
      await write(id, { data, createdAt: record.createdAt, touchedAt: now }, now);
    },
    async deleteData(id) {
      if (id) await deleteRecord(id);
    },
  });
}

let storage: ReturnType<typeof createStorage> | undefined;

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request): Promise<KodeaSession> {
  return getSessionFromCookie(request.headers.get('cookie'));
}

/** The mock backend's payments.json uses it to know the owner. */
export async function getSessionFromCookie(cookieHeader: string | null | undefined): Promise<KodeaSession> {
  const session = await orStoreOutageResponse(() => sessionStorage().getSession(cookieHeader ?? null));
  // An id whose record is gone (logged out, expired) must not be written to again.
  if (session.id && Object.keys(session.data).length === 0) return createSession({}, '');
  return session;
}

/** An empty session is never written: a new one sets no cookie, one that emptied is destroyed. */
export function commitSession(session: KodeaSession): Promise<string> {
  if (isEmpty(session)) return destroySession(session);
  return orStoreOutageResponse(() => sessionStorage().commitSession(session));
}

export function destroySession(session: KodeaSession): Promise<string> {
  return orStoreOutageResponse(() => sessionStorage().destroySession(session));
}

/** Sign-in gets a fresh id and deletes the old record: no session fixation. */
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

/** After a password reset: every device of the account reads signed out on its next request. */
export function signOutEverywhere(userId: number): Promise<number> {
  return orStoreOutageResponse(() => endUserSessions(userId));
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

export function hasStaleAuth(session: KodeaSession): boolean {
  const anyKey = (['accessToken', 'refreshToken', 'userData', 'platform'] as const).some((key) =>
    session.has(key),
  );
  return anyKey && readAuth(session) === null;
}

export function storeAuth(session: KodeaSession, auth: Auth): void {
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

/** Spec §6: keeps only the purchase in progress. */
export function clearAuth(session: KodeaSession): void {
  for (const key of SESSION_KEYS) if (key !== 'purchase') session.unset(key);
}

export async function redirectToLogin(
  session: KodeaSession,
  path: string,
  { signOut, notice }: { signOut: boolean; notice?: string },
) {
  if (signOut) clearAuth(session);
  if (notice) session.flash('loginNotice', notice);
  // A path may keep its own query (a payment step, its choice): `login` joins it.
  return redirectWithSession(`${path}${path.includes('?') ? '&' : '?'}login`, session);
}

/** The Location is percent-encoded to ASCII: a character a header cannot carry would be a 500. */
export async function redirectWithSession(to: string, session: KodeaSession, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  if (session.id || !isEmpty(session)) headers.append('Set-Cookie', await commitSession(session));
  return redirect(encodeLocation(to), { ...init, headers });
}
