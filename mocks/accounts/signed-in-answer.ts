/** What the simulated API answers when someone signs in or signs up: tokens and user data (spec §3). */
import type { UserRecord } from '../db';
import { childrenOf } from '../handlers/parents';
import { issueTokens } from './tokens';

export function signedInAnswer(user: UserRecord) {
  return {
    ...issueTokens(user.id),
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      countryCode: user.countryCode,
      role: user.role,
      organization_id: user.organizationId,
      children: user.role === 'parent' ? childrenOf(user.id).map((child) => child.id) : [],
    },
  };
}
