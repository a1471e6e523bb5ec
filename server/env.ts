/** Environment, validated at start-up so a bad setting stops the server with a readable list. */
import { z } from 'zod';
import { DEFAULT_CHAT_NUMBER_PE } from '@kernel/chat';
import { FOREIGN_SALES_TREATMENTS } from '@kernel/sunat-catalogues';
import { documentProblem, RUC_PREFIXES } from '@kernel/tax-ids';
import { LOG_LEVELS } from './log/levels';
import { parseRecipients, type DataRecipient } from './privacy/recipient-setting';
import { SLUG_PATTERN } from './upstream/schemas/slug';

const DEV_SECRET = 'kodea-dev-only-secret-change-me';

const UrlOrPath = z
  .string()
  .regex(/^(https:\/\/|http:\/\/|\/)/, 'debe ser una URL o una ruta que empiece con /');

const ProviderSlug = (fallback: string) =>
  z
    .string()
    .regex(/^[a-z0-9-]+$/, 'solo minúsculas, números y guiones')
    .default(fallback);

const Whole = (error: string, min: number, max: number, fallback: number) =>
  z.coerce.number({ error }).int().min(min).max(max).default(fallback);

/** Who receives the families' data for a role (server/privacy/recipient-setting.ts); no default. */
const Recipients = z
  .string()
  .trim()
  .transform((value, ctx): DataRecipient[] => {
    const parsed = parseRecipients(value);
    if (typeof parsed !== 'string') return parsed;
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  });

const Bytes = (min: number, fallback: number) =>
  z.coerce.number({ error: 'debe ser un número de bytes' }).int().min(min).default(fallback);

function isBareOrigin(url: string): boolean {
  // Zod runs this refinement even when the URL check failed: that one reports the problem.
  if (!URL.canParse(url)) return true;
  const parsed = new URL(url);
  return parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
}

const BareOrigin = (message: string) =>
  z
    .url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' })
    .refine(isBareOrigin, message)
    .optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: Whole('debe ser un número de puerto (1-65535)', 1, 65535, 3000),
    /** Comma-separated; the first signs new cookies, the rest still verify (rotation). */
    SESSION_SECRET: z
      .string()
      .default(DEV_SECRET)
      .transform((value) => value.split(',').map((secret) => secret.trim()))
      .refine(
        (secrets) => secrets.every((secret) => secret.length >= 16),
        'cada secreto debe tener al menos 16 caracteres',
      ),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    /** Proxy hops whose X-Forwarded-For we trust; 0 so a client cannot pick its own address. */
    TRUST_PROXY: Whole('debe ser un número de saltos (0-5)', 0, 5, 0),
    /** Shared store for sessions, throttles and payment locks; unset = embedded in-process store. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'debe ser una URL redis:// o rediss://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    /** Byte budgets: the whole store, the anonymous tier's share (evicted oldest first), one value. */
    STORE_MAX_BYTES: Bytes(1024 * 1024, 512 * 1024 * 1024),
    STORE_ANONYMOUS_MAX_BYTES: Bytes(256 * 1024, 64 * 1024 * 1024),
    STORE_MAX_VALUE_BYTES: Bytes(64 * 1024, 256 * 1024),
    STORE_BUSY_TIMEOUT_MS: Whole('debe ser un número de milisegundos', 0, 60_000, 1_000),
    UPSTREAM_URL: z.url('debe ser una URL (la API REST de Kodea)'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    /**
     * Each upstream answer checked against the contract (docs/upstream-api.md): a mismatch is logged
     * once per operation, never refused for it. For a staging run against a real API.
     */
    UPSTREAM_CONTRACT_CHECK: z.enum(['on', 'off'], { error: "debe ser 'on' u 'off'" }).default('off'),
    /** How long a page waits for a section that is not its purpose (server/upstream/optional-section.ts). */
    OPTIONAL_SECTION_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(300),
    CONTENT_URL: z.url('debe ser una URL (servicio de contenidos)'),
    CONTENT_TOKEN: z.string().min(1, 'es obligatorio'),
    LOCATION_URL: z.url('debe ser una URL (servicio de geolocalización)'),
    CARD_PROVIDER: ProviderSlug('niubiz'),
    CARD_PROVIDER_SCRIPT_URL: UrlOrPath.describe('script del formulario de pago'),
    CARD_PROVIDER_HOSTED_URL: UrlOrPath.describe('formulario de pago alojado'),
    MERCHANT_ID_PEN: z.string().regex(/^\d+$/, 'debe ser una cadena de dígitos'),
    MERCHANT_ID_USD: z.string().regex(/^\d+$/, 'debe ser una cadena de dígitos'),
    GLOBAL_CARD_PROVIDER: ProviderSlug('stripe'),
    GLOBAL_CARD_PROVIDER_KEY: z.string().min(1, 'es obligatorio (clave publicable)'),
    GLOBAL_CARD_PROVIDER_HOSTED_URL: UrlOrPath.describe('checkout alojado del proveedor global'),
    GLOBAL_CARD_PROVIDER_SCRIPT_URL: UrlOrPath.describe('script del proveedor global de tarjetas'),
    /** Cash and bank-transfer codes: /api/{LOCAL_PAYMENTS_PROVIDER}/payment-information/. */
    LOCAL_PAYMENTS_PROVIDER: ProviderSlug('pagoefectivo'),
    CHAT_NUMBER_PE: z.string().regex(/^\d+$/).default(DEFAULT_CHAT_NUMBER_PE),
    CHAT_NUMBER_US: z.string().regex(/^\d+$/).default('13055550123'),
    SUPPORT_EMAIL: z.email().default('soporte@kodea.pe'),
    /** As /contactanos writes it: '+', the country code, digits and spaces. */
    SUPPORT_PHONE: z
      .string()
      .regex(/^\+\d[\d ]{5,19}$/)
      .default('+51 1 640 7070'),
    /** The campaign /vacaciones sells: next season's campaign is a configuration change, not a release. */
    VACATION_CAMPAIGN_ID: z
      .string()
      .regex(SLUG_PATTERN, 'solo minúsculas, números y guiones')
      .default('vacaciones'),
    MEDIA_URL: z.string().default('/media'),
    /**
     * The privacy policy's facts only the business knows (Ley 29733 art. 18, issue 75 point 3):
     * the personal data bank registered with the Autoridad Nacional de Protección de Datos
     * Personales, and who receives the families' data for each role. Required outside mock mode.
     */
    DATA_BANK_NAME: z.string().trim().min(1).max(160),
    DATA_BANK_CODE: z.string().trim().min(1).max(80),
    DATA_RECIPIENTS_HOSTING: Recipients,
    DATA_RECIPIENTS_EMAIL: Recipients,
    DATA_RECIPIENTS_CLASSES: Recipients,
    DATA_RECIPIENTS_RECEIPTS: Recipients,
    DATA_RECIPIENTS_LOCATION: Recipients,
    /** The student platform's origin: the CSP `form-action` must name it for the no-JS 'Entrar como…' form. */
    STUDENT_PLATFORM_URL: BareOrigin(
      'debe ser solo el origen (https://dominio[:puerto]), sin ruta ni consulta',
    ),
    /** The class recordings' player (issue 56): a recording link is kept only on this origin. */
    RECORDING_PLAYER_URL: BareOrigin(
      'debe ser solo el origen (https://dominio[:puerto]), sin ruta ni consulta',
    ),
    /**
     * Who the business is (issue 75 point 6): the complaint sheets name it as the provider (D.S.
     * 011-2011-PCM), the privacy policy as the controller. No placeholder: required outside mock
     * mode. A receipt prints the issuer its own document names (decision 106).
     */
    BUSINESS_LEGAL_NAME: z.string().trim().min(1).max(120),
    BUSINESS_RUC: z
      .string()
      .trim()
      .refine(
        (ruc) => documentProblem('RUC', ruc) !== 'format',
        `debe ser un RUC de 11 dígitos (${RUC_PREFIXES.join(', ')} al inicio)`,
      )
      .refine((ruc) => documentProblem('RUC', ruc) === null, 'el dígito verificador del RUC no es válido'),
    BUSINESS_ADDRESS: z.string().trim().min(1).max(200),
    /**
     * The one tax rule for a sale to a buyer not domiciled in Peru (decision 105): `export` (an
     * export of services, no IGV) or `taxed` (18 % IGV). A tax adviser's decision: no default.
     */
    FOREIGN_SALES_TAX_TREATMENT: z.enum(FOREIGN_SALES_TREATMENTS, {
      // Missing: the parse's own message ('falta…'); anything else: what it must be.
      error: (issue) =>
        issue.input === undefined
          ? undefined
          : `debe ser ${FOREIGN_SALES_TREATMENTS.map((value) => `'${value}'`).join(' o ')}`,
    }),
    /** Soles per dollar, the day's rate: a dollar boleta names its buyer above S/ 700 at this rate. */
    USD_PEN_EXCHANGE_RATE: z
      .string()
      .trim()
      .regex(/^\d\.\d{1,4}$/, 'debe ser los soles por dólar, con punto decimal (por ejemplo 3.75)')
      .transform(Number)
      .refine((rate) => rate >= 2 && rate <= 6, 'debe estar entre 2 y 6 soles por dólar'),
    /**
     * Yape's and Plin's most per operation, in whole soles (issue 75): a sale above it is not
     * offered that wallet and a payment above it is refused before the charge. The defaults are
     * the published person-to-merchant figure; to be confirmed with the processor (docs/running.md).
     */
    YAPE_MAX_PER_OPERATION: Whole('debe ser un monto en soles, sin decimales', 1, 100_000, 500),
    PLIN_MAX_PER_OPERATION: Whole('debe ser un monto en soles, sin decimales', 1, 100_000, 500),
    /** Canonical URLs, sitemap and Remix's origin come from it, never from the request's Host header. */
    PUBLIC_URL: BareOrigin(
      'debe ser solo el origen (https://dominio[:puerto]), sin ruta, consulta ni usuario',
    ),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    /** Behind a load balancer, set it above the balancer's idle timeout. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
    /** Spreads clients across workers. */
    HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `debe ser uno de: ${LOG_LEVELS.join(', ')}` }).default('info'),
    LOG_FILE: z.string().min(1).optional(),
    /** The store's lock makes one instance send each tick; without a service token the job stays off. */
    REMINDERS_JOB: z.enum(['on', 'off'], { error: "debe ser 'on' u 'off'" }).default('on'),
    REMINDERS_INTERVAL_MS: Whole('debe ser un número de milisegundos', 100, 3_600_000, 60_000),
    REMINDERS_SERVICE_TOKEN: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
    /** Bearer token of /metrics; unset, /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET.includes(DEV_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'es obligatorio en producción' });
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'no puede ser mayor que HTTP_REQUEST_TIMEOUT_MS',
      });
    }
  });

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  'SESSION_SECRET' | 'PUBLIC_URL' | 'STUDENT_PLATFORM_URL' | 'RECORDING_PLAYER_URL'
> & {
  sessionSecrets: string[];
  cookieSecure: boolean;
  /** Never ends with a slash. */
  publicOrigin: string;
  /** Whether PUBLIC_URL was set: payment return addresses use it, else the origin the request came in on. */
  publicUrlConfigured: boolean;
  studentPlatformOrigin: string | null;
  /** Unset: no recording is offered. */
  recordingPlayerOrigin: string | null;
};

/** The mock backend runs in production only when chosen: it has support pages and a payment ledger. */
export type BackendMode =
  | { kind: 'upstream' }
  | { kind: 'simulated'; production: boolean }
  | { kind: 'refused'; message: string };

export const MIN_SUPPORT_TOKEN_LENGTH = 16;

export function backendMode(source: Record<string, string | undefined> = process.env): BackendMode {
  const choice = source.MOCK_BACKEND || undefined;
  const production = source.NODE_ENV === 'production';
  const refused = (line: string): BackendMode => ({
    kind: 'refused',
    message: `Configuración inválida:\n  - ${line}`,
  });
  if (choice !== undefined && choice !== 'on' && choice !== 'off')
    return refused(`MOCK_BACKEND: debe ser 'on' u 'off' (recibido: ${JSON.stringify(choice.slice(0, 20))})`);
  if (source.UPSTREAM_URL) {
    if (choice === 'on')
      return refused(
        'MOCK_BACKEND=on y UPSTREAM_URL a la vez: elige la API real (UPSTREAM_URL) o el backend simulado (MOCK_BACKEND=on, sin UPSTREAM_URL)',
      );
    return { kind: 'upstream' };
  }
  // 'off' without an upstream: the upstream settings are then reported missing by parseEnv.
  if (choice === 'off') return { kind: 'upstream' };
  if (production && choice !== 'on')
    return refused(
      'UPSTREAM_URL: falta. En producción el servidor no arranca con el backend simulado por descuido: ' +
        'configura UPSTREAM_URL y las demás variables del upstream (ver .env.example), ' +
        'o MOCK_BACKEND=on para usar el backend simulado a propósito (con MOCK_SUPPORT_TOKEN para sus páginas de soporte)',
    );
  const token = source.MOCK_SUPPORT_TOKEN;
  if (token && token.length < MIN_SUPPORT_TOKEN_LENGTH)
    return refused(
      `MOCK_SUPPORT_TOKEN: debe tener al menos ${MIN_SUPPORT_TOKEN_LENGTH} caracteres (páginas de soporte del backend simulado, MOCK_BACKEND)`,
    );
  return { kind: 'simulated', production };
}

let cached: Env | undefined;

/** Throws an Error listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty assignment (`KEY=` in .env) means "not set", so defaults apply.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(present, {
    error: (issue) =>
      issue.input === undefined
        ? 'falta: es obligatoria fuera del modo simulado (ver .env.example)'
        : undefined,
  });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const { SESSION_SECRET, PUBLIC_URL, STUDENT_PLATFORM_URL, RECORDING_PLAYER_URL, ...env } = result.data;
  return {
    ...env,
    sessionSecrets: SESSION_SECRET,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
    publicOrigin: PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
    publicUrlConfigured: PUBLIC_URL !== undefined,
    studentPlatformOrigin: STUDENT_PLATFORM_URL ? new URL(STUDENT_PLATFORM_URL).origin : null,
    recordingPlayerOrigin: RECORDING_PLAYER_URL ? new URL(RECORDING_PLAYER_URL).origin : null,
  };
}

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/**
 * The settings read again from the process's environment at the next getEnv(), as a restart
 * would read them: for a test that changes a business setting between two sales.
 */
export function rereadEnv(): void {
  cached = undefined;
}
