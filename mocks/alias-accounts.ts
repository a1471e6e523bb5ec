/**
 * Alias accounts, like Gmail's plus-addressing, so that tests (and developers) get a fresh
 * account per run without new fixtures: `<base>+<tag>@example.com`, where `<base>@example.com`
 * is a fixture user and the tag matches [a-z0-9-]{1,40}, signs in with the base user's password
 * as a SEPARATE user, created on first sign-in: the base user's profile (names, phone, country,
 * role, organization) with its own id and e-mail, and no enrollments, purchases, certificates or
 * children, since all of those are linked by user id. e.g. padre+pago-visa-js-on@example.com.
 *
 * Tokens are derived from the user id (tokens.ts), so an alias id must never be a fixture's id
 * (fixtures are below ALIAS_ID_FLOOR) and must not change while the process runs: the id is
 * derived from the e-mail and remembered, so the same alias keeps its id even after the
 * database is re-seeded, and usually across restarts too.
 */
import { createHash } from 'node:crypto';
import { db } from './db';

const ALIAS = /^([^+@\s]+)\+([a-z0-9-]{1,40})@example\.com$/;
export const ALIAS_ID_FLOOR = 1_000_000;
const ALIAS_ID_SPAN = 900_000_000;

const assigned = new Map<string, number>();

export function isAliasEmail(email: string): boolean {
  return ALIAS.test(email);
}

function idTaken(id: number): boolean {
  return [...assigned.values()].includes(id) || db.user.findFirst({ where: { id: { equals: id } } }) !== null;
}

/** A stable id for this alias e-mail, above every fixture id and unused by any other user. */
export function aliasUserId(email: string): number {
  const known = assigned.get(email);
  if (known !== undefined) return known;
  const hash = createHash('sha256').update(email).digest().readUIntBE(0, 6);
  let id = ALIAS_ID_FLOOR + (hash % ALIAS_ID_SPAN);
  while (idTaken(id)) id = id + 1 >= ALIAS_ID_FLOOR + ALIAS_ID_SPAN ? ALIAS_ID_FLOOR : id + 1;
  assigned.set(email, id);
  return id;
}

/**
 * The alias user for `email` (lower-case) signing in with `password`, created on first sign-in;
 * null when the e-mail is no alias of a fixture user or the password is not the base user's.
 */
export function signInAlias(email: string, password: string) {
  const match = ALIAS.exec(email);
  if (!match) return null;
  const base = db.user.findFirst({ where: { email: { equals: `${match[1]}@example.com` } } });
  if (!base || base.password !== password) return null;
  const existing = db.user.findFirst({ where: { email: { equals: email } } });
  if (existing) return existing;
  return db.user.create({
    id: aliasUserId(email),
    email,
    password: base.password,
    firstName: base.firstName,
    lastName: base.lastName,
    phone: base.phone,
    countryCode: base.countryCode,
    role: base.role,
    organizationId: base.organizationId,
  });
}
