import { describe, expect, it } from 'vitest';
import { users } from '../../fixtures/users';
import {
  ALIAS_CHILD_ID_FLOOR,
  ALIAS_ID_FLOOR,
  aliasUserId,
  isAliasEmail,
  signInAlias,
} from '../../mocks/accounts/alias-accounts';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { resetDatabase } from '../../mocks/db/seed';
import { issueTokens, userIdFromRefreshToken } from '../../mocks/accounts/tokens';

const PASSWORD = 'Kodea2026!';

/** Through the mock API, as the app signs in (msw intercepts this fetch in the test worker). */
async function login(email: string, password = PASSWORD) {
  const response = await fetch(`${MOCK_API_URL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: await response.json() };
}

describe('alias accounts', () => {
  it('recognises <fixture>+<tag>@example.com only', () => {
    expect(isAliasEmail('padre+run-42@example.com')).toBe(true);
    expect(isAliasEmail('mama.mx+a@example.com')).toBe(true);
    for (const email of [
      'padre@example.com',
      'padre+@example.com',
      'padre+UPPER@example.com',
      'padre+with_underscore@example.com',
      `padre+${'x'.repeat(41)}@example.com`,
      'padre+a+b@example.com',
      'padre+a@example.org',
    ])
      expect(isAliasEmail(email)).toBe(false);
  });

  it('signs in as a separate user with the base profile and nothing of its own', async () => {
    const { status, body } = await login('padre+e2e-1@example.com');
    expect(status).toBe(200);
    const base = users.find((u) => u.email === 'padre@example.com');
    expect(body.user).toMatchObject({
      email: 'padre+e2e-1@example.com',
      firstName: base?.firstName,
      lastName: base?.lastName,
      countryCode: 'PE',
      role: 'parent',
      organization_id: null,
    });
    expect(body.user.id).not.toBe(base?.id);
    expect(body.user.id).toBeGreaterThanOrEqual(ALIAS_ID_FLOOR);
    expect(userIdFromRefreshToken(body.refresh)).toBe(body.user.id);

    const bearer = { authorization: `Bearer ${body.refresh}` };
    const enrollments = await fetch(`${MOCK_API_URL}/api/enrollments/`, { headers: bearer });
    expect((await enrollments.json()).data).toEqual([]);
    expect(db.purchase.findMany({ where: { userId: { equals: body.user.id } } })).toEqual([]);
  });

  it("a parent's alias gets its own copies of the base user's children, without their courses", async () => {
    const { body } = await login('padre+hijos@example.com');
    const children = db.child.findMany({
      where: { parentId: { equals: body.user.id } },
      orderBy: { id: 'asc' },
    });
    expect(children.map(({ first_name, email, age_range }) => [first_name, email, age_range])).toEqual([
      ['Sofía', 'sofia.quispe+hijos@alumnos.kodea.pe', '8_to_11'],
      ['Diego', 'diego.quispe+hijos@alumnos.kodea.pe', '5_to_7'],
    ]);
    const ids = children.map((child) => child.id);
    // Above every user id (a child's enrollments are stored under its id), at most 9 digits, in order.
    expect(ids[1]).toBe(ids[0] + 1);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(ALIAS_CHILD_ID_FLOOR);
      expect(id).toBeLessThan(1_000_000_000);
    }
    expect(db.courseEnrolment.findMany({ where: { childId: { in: ids } } })).toEqual([]);
    expect(db.learningPath.findMany({ where: { childId: { in: ids } } })).toEqual([]);

    // Another alias has other children, and cannot see these.
    const other = await login('padre+otros-hijos@example.com');
    const theirs = db.child.findMany({ where: { parentId: { equals: other.body.user.id } } });
    expect(theirs).toHaveLength(2);
    expect(theirs.some((child) => ids.includes(child.id))).toBe(false);
    const listed = await fetch(`${MOCK_API_URL}/api/parents/children/`, {
      headers: { authorization: `Bearer ${other.body.refresh}` },
    });
    const listedIds = ((await listed.json()) as { data: { id: number }[] }).data.map((child) => child.id);
    expect(listedIds).toEqual(theirs.map((child) => child.id).sort((a, b) => a - b));

    // A student's alias has none; the same alias keeps its children's ids after a re-seed.
    const student = await login('alumno+hijos@example.com');
    expect(db.child.findMany({ where: { parentId: { equals: student.body.user.id } } })).toEqual([]);
    resetDatabase();
    const again = await login('padre+hijos@example.com');
    const reseeded = db.child.findMany({ where: { parentId: { equals: again.body.user.id } } });
    expect(reseeded.map((child) => child.id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('keeps the organization of an organization user', async () => {
    const { body } = await login('org+panel@example.com');
    expect(body.user).toMatchObject({ role: 'organization', organization_id: 1 });
  });

  it('the same alias is the same user; another tag is another user', async () => {
    const first = await login('padre+same@example.com');
    const again = await login('padre+same@example.com');
    const other = await login('padre+other@example.com');
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(again.body.refresh).toBe(first.body.refresh);
    expect(other.body.user.id).not.toBe(first.body.user.id);
    expect(db.user.findMany({ where: { email: { equals: 'padre+same@example.com' } } })).toHaveLength(1);
  });

  it('keeps its id (so its tokens) after the database is re-seeded', async () => {
    const before = await login('mama.mx+reseed@example.com');
    resetDatabase();
    const after = await login('mama.mx+reseed@example.com');
    expect(after.body.user.id).toBe(before.body.user.id);
    expect(after.body.refresh).toBe(issueTokens(before.body.user.id).refresh);
  });

  it('refuses a wrong password, an unknown base and a non-alias unknown e-mail, creating nothing', async () => {
    const count = db.user.count();
    expect((await login('padre+wrong@example.com', 'nope')).status).toBe(401);
    expect((await login('nadie+x@example.com')).status).toBe(401);
    expect((await login('nadie@example.com')).status).toBe(401);
    expect(signInAlias('padre+direct@example.com', 'nope')).toBeNull();
    expect(db.user.count()).toBe(count);
  });

  it('never hands out a fixture id or an id already in use', () => {
    const fixtureIds = new Set(users.map((u) => u.id));
    const ids = Array.from({ length: 200 }, (_, i) => aliasUserId(`padre+bulk-${i}@example.com`));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(fixtureIds.has(id)).toBe(false);
      expect(Number.isSafeInteger(id)).toBe(true);
    }
    expect(aliasUserId('padre+bulk-7@example.com')).toBe(ids[7]);
  });

  it('copies the schedule fixture for a new alias after a refund removed the newest enrolment', async () => {
    expect((await login('horario+refund-a@example.com')).status).toBe(200);
    const newest = db.courseEnrolment.findMany({ orderBy: { id: 'desc' }, take: 1 })[0];
    // A refund deletes the enrolment; its group and class slots stay, as they do in the simulator.
    db.courseEnrolment.delete({ where: { id: { equals: newest.id } } });
    const { status, body } = await login('horario+refund-b@example.com');
    expect(status).toBe(200);
    const copies = db.courseEnrolment.findMany({ where: { id: { gt: newest.id } } });
    expect(copies.length).toBeGreaterThan(0);
    expect(body.user.email).toBe('horario+refund-b@example.com');
  });
});
