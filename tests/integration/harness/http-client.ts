/**
 * A tiny cookie-aware client for one app origin: redirects are not followed (tests look at them),
 * Set-Cookie feeds the jar, and state-changing requests carry `Origin: <app origin>` as a browser's
 * same-origin form post would — unless a test overrides or removes it (header value null).
 */
import { CookieJar } from './cookie-jar';
import { sendRaw, type HttpAnswer, type RequestBody } from './http-request';

export type { HttpAnswer } from './http-request';

/** Header overrides; null removes a header the client would otherwise send. */
export type Headers = Record<string, string | null>;
export type FormFields = Record<string, string> | Array<[string, string]>;

export interface SendOptions {
  method?: string;
  headers?: Headers;
  body?: RequestBody;
  timeoutMs?: number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Called with every answer and a label ('POST /auth/login'), e.g. to assert on all of them. */
export type AnswerCheck = (answer: HttpAnswer, label: string) => void;

export interface ClientOptions {
  jar?: CookieJar;
  /** Read the jar but never change it: every request replays the same cookies. */
  frozenCookies?: boolean;
  onAnswer?: AnswerCheck;
  /**
   * Sent as X-Forwarded-For, as the load balancer in front of the app would (it trusts one hop):
   * each simulated browser is its own client, so per-client limits of one test never touch another.
   */
  clientIp?: string;
}

export class HttpClient {
  readonly jar: CookieJar;

  constructor(readonly origin: string, private readonly options: ClientOptions = {}) {
    this.jar = options.jar ?? new CookieJar();
  }

  /** The same browser talking to another app instance. */
  at(origin: string): HttpClient {
    return new HttpClient(origin, { ...this.options, jar: this.jar });
  }

  /** Replays a copy of this browser's current cookies on every request, whatever the answers set. */
  frozen(): HttpClient {
    return new HttpClient(this.origin, { ...this.options, jar: this.jar.snapshot(), frozenCookies: true });
  }

  /** The same browser with other cookies (e.g. a copy kept from before a logout). */
  withCookies(jar: CookieJar): HttpClient {
    return new HttpClient(this.origin, { ...this.options, jar });
  }

  /** The same browser, with every answer passed to a check. */
  checking(onAnswer: AnswerCheck): HttpClient {
    return new HttpClient(this.origin, { ...this.options, jar: this.jar, onAnswer });
  }

  get(path: string, headers: Headers = {}): Promise<HttpAnswer> {
    return this.send(path, { headers });
  }

  postForm(path: string, fields: FormFields, headers: Headers = {}): Promise<HttpAnswer> {
    return this.send(path, {
      method: 'POST',
      headers: { 'content-type': FORM_TYPE, ...headers },
      body: { kind: 'fixed', data: formBody(fields) },
    });
  }

  /** GETs where a redirect answer points (on this origin), with this browser's cookies. */
  follow(answer: HttpAnswer): Promise<HttpAnswer> {
    const location = answer.headers.location;
    if (!location) throw new Error(`Expected a redirect, got ${answer.status}`);
    const target = new URL(location, this.origin);
    if (target.origin !== this.origin) throw new Error(`Redirect leaves the app: ${location}`);
    return this.get(target.pathname + target.search);
  }

  async send(path: string, options: SendOptions = {}): Promise<HttpAnswer> {
    const method = options.method ?? 'GET';
    const defaults: Record<string, string> = {};
    const cookie = this.jar.header();
    if (cookie) defaults.cookie = cookie;
    if (!SAFE_METHODS.has(method)) defaults.origin = this.origin;
    if (this.options.clientIp) defaults['x-forwarded-for'] = this.options.clientIp;
    const answer = await sendRaw({
      url: this.origin + path,
      method,
      headers: mergeHeaders(defaults, options.headers ?? {}),
      body: options.body ?? { kind: 'none' },
      timeoutMs: options.timeoutMs,
    });
    if (!this.options.frozenCookies) this.jar.store(answer.headers['set-cookie']);
    this.options.onAnswer?.(answer, `${method} ${path.slice(0, 120)}`);
    return answer;
  }
}

// Files that share an app instance (harness/use-mock-app.ts) each start at a random point of the
// 2^24 addresses of 10.0.0.0/8, leaving room for this file's browsers after it: two files' ranges
// rarely meet.
const ADDRESSES = 2 ** 24;
const ROOM_PER_FILE = 2 ** 16;
let clientCount = 0;
const clientBase = Math.floor(Math.random() * (ADDRESSES - ROOM_PER_FILE));

/** A new browser on its own client address (10.x.y.z), with an empty cookie jar. */
export function newBrowser(origin: string, onAnswer?: AnswerCheck): HttpClient {
  const n = clientBase + ++clientCount;
  const clientIp = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return new HttpClient(origin, { clientIp, onAnswer });
}

export function formBody(fields: FormFields): string {
  return new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields)).toString();
}

function mergeHeaders(defaults: Record<string, string>, overrides: Headers): Record<string, string> {
  const merged: Record<string, string> = { ...defaults };
  for (const [name, value] of Object.entries(overrides)) {
    const key = name.toLowerCase();
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
