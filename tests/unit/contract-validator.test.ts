/**
 * The contract's validator (server/upstream/contract/validator.ts) on the committed document: an
 * answer is held to its operation's status and schema, shared objects included ($ref).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createContractValidator } from '../../server/upstream/contract/validator';

const document = JSON.parse(readFileSync('docs/upstream/openapi.json', 'utf8')) as Record<string, unknown>;
const validator = createContractValidator(document);

describe('the contract validator', () => {
  it('finds the operation of a call by service, method and path template', () => {
    expect(validator.operationFor('api', 'GET', '/api/invoices/88102/')?.operationId).toBe('getInvoice');
    expect(validator.operationFor('api', 'POST', '/api/invoices/88102/refund/')?.operationId).toBe(
      'requestRefund',
    );
    expect(validator.operationFor('content', 'GET', '/entries')?.operationId).toBe('listContentEntries');
    expect(validator.operationFor('api', 'GET', '/api/nada/')).toBeNull();
  });

  it('holds an answer to a shared object: an invoice without its number is refused, by place', () => {
    const { problems } = validator.check('api', 'GET', '/api/invoices/1/', 200, { data: { invoice_id: 1 } });
    expect(problems[0]).toMatch(/^getInvoice 200: \/data must have required property/);
  });

  it('refuses a status the operation does not give, and takes one it does', () => {
    expect(validator.check('api', 'GET', '/api/waitlist/', 409, { detail: 'x' }).problems).toEqual([
      'listWaitlistEntries 409: a status the contract does not give',
    ]);
    expect(
      validator.check('api', 'GET', '/api/waitlist/', 503, { detail: 'Mantenimiento' }).problems,
    ).toEqual([]);
    expect(
      validator.check('api', 'POST', '/api/waitlist/', 409, { code: 'already_listed', detail: 'Ya está.' })
        .problems,
    ).toEqual([]);
  });

  it('takes an answer without a body where the contract gives none', () => {
    const revoke = validator.check(
      'api',
      'DELETE',
      '/api/parents/children/501/calendar-feed/',
      204,
      undefined,
    );
    expect(revoke).toMatchObject({ operation: { operationId: 'revokeCalendarFeed' }, problems: [] });
  });

  it('says where in the body, never the value', () => {
    const { problems } = validator.check('api', 'GET', '/api/parents/children/', 200, {
      data: [{ id: 'Sofía Secreta' }],
    });
    expect(problems.join('\n')).not.toContain('Sofía');
    expect(problems[0]).toMatch(/^listChildren 200: \/data\/\*/);
  });
});
