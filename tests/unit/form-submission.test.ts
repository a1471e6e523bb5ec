/**
 * The one form protocol (decision 078): Conform's parseWithZod on a form bounded first, and what
 * `submission.reply()` gives back to the page.
 */
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedFormData,
  parseSubmission,
  procedureFieldErrors,
} from '../../app/lib/forms/submission.server';
import { LoginInputSchema } from '../../server/validation/login';
import { ChildrenStepSchema } from '../../server/validation/sign-up';

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

const Schema = z.object({
  email: z.string({ error: 'Ingresa tu correo' }).min(1, 'Ingresa tu correo'),
  password: z.string({ error: 'Crea una contraseña' }).min(8, 'Corta').regex(/\d/, 'Sin número'),
  terms: z.boolean().default(false).refine(Boolean, 'Acepta los términos'),
});

describe('parseSubmission', () => {
  it('words a bound the schema states without a message in Spanish, never in English', () => {
    const Bare = z.object({
      groupId: z.string().max(5),
      childId: z.coerce.number().int(),
      kind: z.enum(['a', 'b']),
    });
    const submission = parseSubmission(
      formOf([
        ['groupId', 'g'.repeat(6)],
        ['childId', 'dos'],
        ['kind', 'c'],
      ]),
      Bare,
      { maxLength: 10 },
    );
    const messages = Object.values(submission.reply().error ?? {}).flat();
    expect(messages[0]).toBe('Escribe como máximo 5 caracteres');
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).not.toMatch(/Too big|Invalid|expected|received/);
  });

  it('gives the value when the form is valid', () => {
    const submission = parseSubmission(
      formOf([
        ['email', 'rosa@example.com'],
        ['password', 'Kodea2026!'],
        ['terms', 'on'],
      ]),
      Schema,
      { maxLength: 200 },
    );
    expect(submission.status).toBe('success');
    if (submission.status === 'success')
      expect(submission.value).toEqual({ email: 'rosa@example.com', password: 'Kodea2026!', terms: true });
  });

  it('replies with one Spanish message per field and the values typed, never the password', () => {
    const submission = parseSubmission(
      formOf([
        ['email', 'rosa@example.com'],
        ['password', 'abc'],
      ]),
      Schema,
      { maxLength: 200 },
    );
    expect(submission.status).toBe('error');
    const reply = submission.reply({ hideFields: ['password'] });
    expect(reply.error).toEqual({ password: ['Corta'], terms: ['Acepta los términos'] });
    expect(reply.initialValue).toEqual({ email: 'rosa@example.com' });
  });

  it('reads an empty field as missing: the schema says what to type', () => {
    const reply = parseSubmission(formOf([['email', '']]), LoginInputSchema, { maxLength: 200 }).reply();
    expect(reply.error).toEqual({
      email: ['Ingresa tu correo electrónico'],
      password: ['Ingresa tu contraseña'],
    });
  });

  it('cuts every text to maxLength before parsing and echoes only that', () => {
    const reply = parseSubmission(formOf([['email', 'x'.repeat(5_000)]]), Schema, { maxLength: 200 }).reply();
    expect(reply.initialValue).toEqual({ email: 'x'.repeat(200) });
  });

  it('drops names the schema does not read, row indexes out of bounds and files', () => {
    const form = formOf([
      ['email', 'a@b.pe'],
      ['huge', 'y'.repeat(50_000)],
      ['__proto__[polluted]', 'yes'],
      ['children[0].firstName', 'Mateo'],
    ]);
    form.append('password', new File(['x'], 'x.txt'));
    const bounded = boundedFormData(form, Schema, { maxLength: 100 });
    expect([...bounded.keys()]).toEqual(['email']);

    const rows = boundedFormData(
      formOf([
        ['children[0].firstName', 'Mateo'],
        ['children[1].nickname', 'x'],
        ['children[99].firstName', 'Lejos'],
        ['children[99999999].firstName', 'Muy lejos'],
        ['children.constructor', 'x'],
      ]),
      ChildrenStepSchema,
      { maxLength: 100 },
    );
    expect([...rows.entries()]).toEqual([['children[0].firstName', 'Mateo']]);
  });

  it('takes a list intent only for the lists the form names, and never a malformed one', () => {
    const insert = JSON.stringify({ type: 'insert', payload: { name: 'children' } });
    const rows = (intent: string, lists?: string[]) =>
      boundedFormData(
        formOf([
          ['children[0].firstName', 'Mateo'],
          ['__intent__', intent],
        ]),
        ChildrenStepSchema,
        { maxLength: 100, lists },
      ).get('__intent__');
    expect(rows(insert, ['children'])).toBe(insert);
    expect(rows(insert)).toBeNull();
    expect(rows('{not json', ['children'])).toBeNull();
    expect(rows(JSON.stringify({ type: 'reset', payload: {} }), ['children'])).toBeNull();
    expect(
      rows(JSON.stringify({ type: 'remove', payload: { name: 'children', index: 99 } }), ['children']),
    ).toBeNull();
  });

  it('applies a row intent without validating: a row added, no error shown yet', () => {
    const submission = parseSubmission(
      formOf([
        ['children[0].firstName', 'Mateo'],
        ['__intent__', JSON.stringify({ type: 'insert', payload: { name: 'children' } })],
      ]),
      ChildrenStepSchema,
      { maxLength: 100, lists: ['children'] },
    );
    expect(submission.status).toBeUndefined();
    const reply = submission.reply();
    expect(reply.initialValue).toEqual({ children: [{ firstName: 'Mateo' }, undefined] });
  });
});

describe('procedureFieldErrors', () => {
  const schema = z.object({
    email: z.string().min(1, 'Ingresa tu correo'),
    password: z.string().min(8, 'Corta').regex(/\d/, 'Sin número'),
    children: z.array(z.object({ age: z.string().min(1, 'Elige su edad') })),
  });

  it("keeps the first message per field, by Conform's names", () => {
    const parsed = schema.safeParse({ email: '', password: 'abc', children: [{ age: '' }] });
    if (parsed.success) throw new Error('expected a failure');
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    expect(procedureFieldErrors(error)).toEqual({
      email: ['Ingresa tu correo'],
      password: ['Corta'],
      'children[0].age': ['Elige su edad'],
    });
  });

  it('is null for anything that is not a rejected input', () => {
    const parsed = schema.safeParse({});
    if (parsed.success) throw new Error('expected a failure');
    expect(procedureFieldErrors(new TRPCError({ code: 'UNAUTHORIZED', cause: parsed.error }))).toBeNull();
    expect(procedureFieldErrors(new TRPCError({ code: 'BAD_REQUEST', cause: new Error('x') }))).toBeNull();
    expect(procedureFieldErrors(parsed.error)).toBeNull();
  });
});
