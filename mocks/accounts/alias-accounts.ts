/**
 * Alias accounts (`<base>+<tag>@example.com`): a fresh user per test run, created on first sign-in
 * with the base user's password and profile, copies of its children and nothing bought. Tokens
 * derive from the user id, so an alias id is never a fixture's and stays put across re-seeds.
 */
import { createHash } from 'node:crypto';
import { db, userById } from '../db';
import { copyScheduleEnrolments } from '../schedule/seed';

const ALIAS = /^([^+@\s]+)\+([a-z0-9-]{1,40})@example\.com$/;
export const ALIAS_ID_FLOOR = 1_000_000;
const ALIAS_ID_SPAN = 900_000_000;
/** Above every user id (a child's enrollments are stored under its id), in blocks of 10 per alias. */
export const ALIAS_CHILD_ID_FLOOR = ALIAS_ID_FLOOR + ALIAS_ID_SPAN;
const CHILD_BLOCK = 10;
const CHILD_BLOCKS = 9_800_000;

const assigned = new Map<string, number>();
const childBlocks = new Map<string, number>();

const hashOf = (text: string) => createHash('sha256').update(text).digest().readUIntBE(0, 6);

export function isAliasEmail(email: string): boolean {
  return ALIAS.test(email);
}

function idTaken(id: number): boolean {
  return [...assigned.values()].includes(id) || userById(id) !== null;
}

export function aliasUserId(email: string): number {
  const known = assigned.get(email);
  if (known !== undefined) return known;
  let id = ALIAS_ID_FLOOR + (hashOf(email) % ALIAS_ID_SPAN);
  while (idTaken(id)) id = id + 1 >= ALIAS_ID_FLOOR + ALIAS_ID_SPAN ? ALIAS_ID_FLOOR : id + 1;
  assigned.set(email, id);
  return id;
}

function blockTaken(block: number): boolean {
  const first = ALIAS_CHILD_ID_FLOOR + block * CHILD_BLOCK;
  return (
    [...childBlocks.values()].includes(block) ||
    db.child.findFirst({ where: { id: { gte: first, lt: first + CHILD_BLOCK } } }) !== null
  );
}

function aliasChildIdBase(email: string): number {
  let block = childBlocks.get(email);
  if (block === undefined) {
    block = hashOf(`children:${email}`) % CHILD_BLOCKS;
    while (blockTaken(block)) block = (block + 1) % CHILD_BLOCKS;
    childBlocks.set(email, block);
  }
  return ALIAS_CHILD_ID_FLOOR + block * CHILD_BLOCK;
}

const taggedEmail = (email: string, tag: string) => email.replace('@', `+${tag}@`);

/** Copies of the base user's children (no courses, paths or cards: those are purchases) for the alias. */
function copyChildren(baseId: number, alias: { id: number; email: string }, tag: string): void {
  const children = db.child.findMany({ where: { parentId: { equals: baseId } }, orderBy: { id: 'asc' } });
  if (children.length > CHILD_BLOCK) throw new Error('alias accounts copy at most 10 children');
  const base = aliasChildIdBase(alias.email);
  children.forEach((child, index) => {
    db.child.create({
      id: base + index,
      parentId: alias.id,
      first_name: child.first_name,
      last_name: child.last_name,
      email: taggedEmail(child.email, tag),
      password: child.password,
      icon_id: child.icon_id,
      age_range: child.age_range,
    });
    copyScheduleEnrolments(child.id, base + index, alias.id);
  });
}

/** The alias user, created on first sign-in; null for no alias or a wrong password. */
export function signInAlias(email: string, password: string) {
  const match = ALIAS.exec(email);
  if (!match) return null;
  const base = db.user.findFirst({ where: { email: { equals: `${match[1]}@example.com` } } });
  if (!base || base.password !== password) return null;
  const existing = db.user.findFirst({ where: { email: { equals: email } } });
  if (existing) return existing;
  const alias = db.user.create({
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
  copyChildren(base.id, alias, match[2]);
  return alias;
}
