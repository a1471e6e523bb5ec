/**
 * What bench/fuzz.ts sends: every route (from the route table the tests keep complete), its Remix
 * data requests, every page action with the hostile form bodies, every tRPC procedure with the
 * hostile calls, every method, hostile headers and cookies, raw Host and request-target shapes,
 * odd paths, forwarded headers on form posts and every redirect parameter (fuzz-edge-cases.ts),
 * and the mock backend's failure scenarios — picked at random from a seeded generator,
 * so a run can be repeated exactly.
 */
import { actionRoutes } from '../tests/integration/hostile/action-routes';
import { FORM_CASES, FORM_FIELDS, SCRIPT_PROBE } from '../tests/integration/hostile/form-cases';
import { rawGet } from '../tests/integration/hostile/raw-socket';
import {
  dataUrl,
  routeId,
  ROUTES,
  withQuery,
  type RouteParams,
} from '../tests/integration/hostile/route-urls';
import { procedures, TRPC_CASES } from '../tests/integration/hostile/trpc-procedures';
import { edgeCase } from './fuzz-edge-cases';

export type Who = 'anonymous' | 'parent' | 'student' | 'organization';

export interface HttpCase {
  kind: string;
  transport: 'http';
  who: Who;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A mock failure scenario: a 502/503/504 is then the intended answer. */
  scenario?: string;
}

export type FuzzCase = HttpCase | { kind: string; transport: 'raw'; who: 'anonymous'; request: string };

const FORM = 'application/x-www-form-urlencoded';
/** The share of cases from fuzz-edge-cases.ts. */
const EDGE_SHARE = 0.15;
const SCENARIOS = ['maintenance', 'upstream-down', 'upstream-timeout', 'malformed-json', 'contact-error'];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'CONNECT'];
const BAD_HOSTS = [
  '[::1',
  'host:80:80',
  'a@b',
  'user:pw@kodea.pe',
  '',
  'a b',
  'kodea.pe:99999',
  '[zz::1]',
  'kodea..pe',
];
const ODD_TARGETS = [
  '*',
  '//',
  '//evil.example/x',
  '/\\evil.example',
  'http://evil.example/cursos',
  'http://a@b/',
  'https://127.0.0.1/',
];
const ODD_PATHS = [
  '/%00',
  '/%E0%A4%A',
  '/..%2f..%2fetc%2fpasswd',
  '/cursos/%2e%2e/%2e%2e/',
  `/${'a'.repeat(8_000)}`,
  '/cursos?edad=%',
  '/vacaciones?edad=../../x',
  '/cursos/%20',
  '/dashboard/calendario/-1.ics',
  '/dashboard/calendario/1e309.ics',
  '/dashboardb2b/organization/2',
  '/dashboardb2b/organization/abc/alumnos.csv',
  '/libro-de-reclamaciones/00000000-0000-0000-0000-000000000000/descargar',
  '/favicon.ico',
  '/build/../server/env.ts',
  '/images/%2e%2e%2fpackage.json',
  '/__mocks',
  '/__mocks/payments.json',
  '/__mocks/correos',
  '/__mocks/recordatorios.json',
  '/__mocks/clases-de-prueba.json',
  '/media/certificados/6101-animacion-con-scratch.pdf',
  '/media/certificados/6101-animacion-con-scratch.pdf?firma=00000000000000000000000000000000',
  '/api/trpc/',
  '/api/trpc/nope.nope',
  '/?login&redirectTo=//evil.example',
  '/__manifest',
  '/__manifest?p=/cursos&version=nope',
  `/__manifest?version=x&${'p=/a&'.repeat(500)}`,
];
const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { accept: 'application/json' },
  { accept: '*/*;q=abc, text/html;q=2' },
  { 'accept-encoding': 'br;q=1, gzip;q=0, identity;q=0' },
  { cookie: 'kodea_tz=%E0%A4%A' },
  { cookie: 'kodea_tz=Mars%2FOlympus_Mons; mock_scenario=%' },
  { cookie: '__kodea_session=forged.signature' },
  { cookie: `__kodea_session=${'x'.repeat(4_000)}` },
  { origin: 'null' },
  { origin: 'https://evil.example' },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
  { forwarded: 'for=unknown;host=evil.example;proto=https' },
  { range: 'bytes=0-0,5-1,-1' },
  { 'if-none-match': '*', 'if-modified-since': 'yesterday' },
  { 'content-type': 'multipart/form-data; boundary=' },
  { 'x-kodea-client-ip': '1.2.3.4' },
  { 'x-kodea-page-cache': 'shared' },
  { 'user-agent': SCRIPT_PROBE },
  { referer: 'javascript:alert(1)' },
  { 'x-big': 'y'.repeat(12_000) },
];

export class CaseMaker {
  private readonly actions = actionRoutes();
  private readonly procedures = procedures();
  private readonly routeFiles = Object.keys(ROUTES);

  constructor(
    private readonly random: () => number,
    private readonly params: RouteParams,
    /** The server's origin: forwarded-header cases name it (fuzz-edge-cases.ts). */
    private readonly origin = 'http://127.0.0.1',
  ) {}

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }

  private who(allowSignedIn = true): Who {
    return allowSignedIn ? this.pick<Who>(['anonymous', 'parent', 'student', 'organization']) : 'anonymous';
  }

  private page(): string {
    return this.pick(ROUTES[this.pick(this.routeFiles)](this.params));
  }

  private get(kind: string, path: string, headers: Record<string, string> = {}): HttpCase {
    return { kind, transport: 'http', who: this.who(), method: 'GET', path, headers };
  }

  private post(kind: string, path: string, contentType: string, body: string, who = this.who()): HttpCase {
    return {
      kind,
      transport: 'http',
      who,
      method: 'POST',
      path,
      headers: { 'content-type': contentType },
      body,
    };
  }

  /** Signing out or in would change the shared signed-in sessions the other cases use. */
  private postWho(path: string): Who {
    return path.startsWith('/auth/') ? 'anonymous' : this.who();
  }

  next(): FuzzCase {
    // Issue 50, point 5: header-derived values and every redirect parameter (fuzz-edge-cases.ts).
    if (this.random() < EDGE_SHARE)
      return edgeCase({
        random: () => this.random(),
        pick: (items) => this.pick(items),
        who: () => this.who(),
        actions: this.actions,
        origin: this.origin,
      });
    const roll = this.random();
    if (roll < 0.18) return this.get('page', this.page());
    if (roll < 0.28) {
      const file = this.pick(this.routeFiles);
      const id = this.random() < 0.2 ? 'root' : this.random() < 0.1 ? 'routes/nope' : routeId(file);
      return this.get(
        'data request',
        withQuery(dataUrl(this.pick(ROUTES[file](this.params))), `_routes=${encodeURIComponent(id)}`),
      );
    }
    if (roll < 0.43) {
      const path = this.pick(this.actions);
      const form = this.pick(FORM_CASES);
      return this.post('form post', path, form.contentType, form.body, this.postWho(path));
    }
    if (roll < 0.5) {
      const path = this.pick(this.actions);
      const fields = Array.from({ length: Math.floor(this.random() * 8) }, () => [
        this.pick([...FORM_FIELDS, '__proto__', 'x']),
        this.pick([
          '',
          '0',
          '-1',
          'on',
          'pay',
          'start-payment',
          '//evil.example',
          '%',
          '\u0000',
          'ñandú',
          SCRIPT_PROBE,
        ]),
      ]);
      return this.post('random form', path, FORM, new URLSearchParams(fields).toString(), this.postWho(path));
    }
    if (roll < 0.65) {
      const { path } = this.pick(this.procedures);
      const call = this.pick(TRPC_CASES);
      return {
        kind: 'trpc',
        transport: 'http',
        who: this.who(),
        method: call.method,
        path: `/api/trpc/${path}${call.query ? `?${call.query}` : ''}`,
        headers: call.contentType ? { 'content-type': call.contentType } : {},
        body: call.body,
      };
    }
    if (roll < 0.72) {
      const method = this.pick(METHODS);
      const path = this.random() < 0.5 ? this.page() : this.pick(this.actions);
      return {
        kind: 'method',
        transport: 'http',
        who: this.postWho(path),
        method,
        path,
        headers: { 'content-type': FORM },
        body: method === 'GET' || method === 'HEAD' ? undefined : 'a=1',
      };
    }
    if (roll < 0.82) return this.get('hostile headers', this.page(), this.pick(HOSTILE_HEADERS));
    if (roll < 0.89) {
      const request =
        this.random() < 0.5
          ? rawGet(this.page(), this.pick(BAD_HOSTS))
          : rawGet(this.pick(ODD_TARGETS), '127.0.0.1');
      return { kind: 'raw host/target', transport: 'raw', who: 'anonymous', request };
    }
    if (roll < 0.94) return this.get('odd path', this.pick(ODD_PATHS));
    const scenario = this.pick(SCENARIOS);
    const base =
      this.random() < 0.7
        ? this.get('scenario', this.page())
        : this.post(
            'scenario',
            this.pick(this.actions.filter((path) => !path.startsWith('/auth/'))),
            FORM,
            'message=hola&tipo_de_consulta=soporte',
          );
    return { ...base, scenario };
  }
}
