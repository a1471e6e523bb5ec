/**
 * UPSTREAM_CONTRACT_CHECK=on (issue 78): an upstream answer that differs from the contract is
 * logged once per kind of mismatch, at warn level, with its operation and without its values.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_API_URL } from '../../mocks/config';
import { mockServer } from '../../mocks/node';
import { getEnv } from '../../server/env';
import { logger } from '../../server/log/logger';
import { resetContractCheck } from '../../server/upstream/contract/check';
import { listChildren } from '../../server/upstream/parents';

const SECRET_NAME = 'Nombre Privadísimo';

/** A child whose id is text: the contract (and the app) want an integer. */
const drifted = () =>
  mockServer.use(
    http.get(`${MOCK_API_URL}/api/parents/children/`, () =>
      HttpResponse.json({
        data: [
          {
            id: 'quinientos uno',
            first_name: SECRET_NAME,
            email: 'privado@example.com',
            password: 'secreto',
            icon_id: 1,
            age_range: null,
            operating_system: null,
          },
        ],
      }),
    ),
  );

const contractLines = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter((call) => call[1] === 'upstream answer differs from the contract');

function withCheck(value: 'on' | 'off') {
  const env = getEnv();
  const before = env.UPSTREAM_CONTRACT_CHECK;
  Object.assign(env, { UPSTREAM_CONTRACT_CHECK: value });
  return () => Object.assign(env, { UPSTREAM_CONTRACT_CHECK: before });
}

// The first check builds the document and its validators in memory: more than a plain call.
describe('UPSTREAM_CONTRACT_CHECK', { timeout: 20_000 }, () => {
  afterEach(() => resetContractCheck());

  it('on: a seeded mismatch is logged once, with its operation and no value of the answer', async () => {
    const restore = withCheck('on');
    try {
      const warn = vi.spyOn(logger, 'warn');
      drifted();
      await expect(listChildren('token-de-prueba')).rejects.toMatchObject({ kind: 'malformed' });
      await expect(listChildren('token-de-prueba')).rejects.toMatchObject({ kind: 'malformed' });
      const lines = contractLines(warn);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.[0]).toMatchObject({
        component: 'upstream-contract',
        operation: 'listChildren',
        service: 'api',
        method: 'GET',
        status: 200,
        mismatch: 'listChildren 200: /data/*/id must be integer',
      });
      const written = JSON.stringify(lines);
      for (const value of [SECRET_NAME, 'privado@example.com', 'secreto', 'quinientos uno'])
        expect(written).not.toContain(value);
    } finally {
      restore();
    }
  });

  it('on: an answer as the contract says is not logged', async () => {
    const restore = withCheck('on');
    try {
      const warn = vi.spyOn(logger, 'warn');
      const { login } = await import('../../server/upstream/auth');
      const { refresh } = await login({ email: 'padre@example.com', password: 'Kodea2026!' });
      await listChildren(refresh);
      expect(contractLines(warn)).toHaveLength(0);
    } finally {
      restore();
    }
  });

  it('off (the default): nothing is checked', async () => {
    const warn = vi.spyOn(logger, 'warn');
    drifted();
    await expect(listChildren('token-de-prueba')).rejects.toMatchObject({ kind: 'malformed' });
    expect(contractLines(warn)).toHaveLength(0);
  });
});
