/**
 * Accounts for tests that share one upstream database: `padre+<tag>@example.com` signs in as a
 * fresh copy of the fixture parent (the mock backend's alias rule), so no test sees another's
 * purchases, sessions or failed sign-ins.
 */
import { randomBytes } from 'node:crypto';
import { FIXTURE_PASSWORD, users } from '../../../fixtures/users';

export const PASSWORD = FIXTURE_PASSWORD;

const parent = users.find((user) => user.email === 'padre@example.com');
if (!parent) throw new Error('fixtures/users.ts no longer has padre@example.com');

/** The first name the dashboard greets an alias of the fixture parent with. */
export const PARENT_FIRST_NAME = parent.firstName;

export function aliasParentEmail(): string {
  return `padre+${randomBytes(5).toString('hex')}@example.com`;
}
