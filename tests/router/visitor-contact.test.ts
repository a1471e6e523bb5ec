/** contact.sendAsVisitor and the /contactanos action: a visitor's question, acknowledged by e-mail. */
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { action } from '../../app/routes/contactanos/route';
import { LIMITS } from '../../server/throttle';
import { visitorCaller } from '../support/caller';

type VisitorContactInput = Parameters<ReturnType<typeof visitorCaller>['contact']['sendAsVisitor']>[0];

const VALID: VisitorContactInput = {
  name: '  Carla Rojas ',
  email: 'Carla.Rojas@Example.com',
  phone: '987 654 321',
  message: '¿Tienen cursos para niños de 6 años los sábados?',
};

const contactEmails = () => db.outboxEmail.findMany({ where: { kind: { equals: 'contact' } } });

async function fieldErrors(input: VisitorContactInput) {
  const error = await visitorCaller({ clientIp: '203.0.113.70' })
    .contact.sendAsVisitor(input)
    .then(
      () => null,
      (reason: unknown) => reason,
    );
  if (!(error instanceof TRPCError) || !(error.cause instanceof ZodError))
    throw new Error('expected a zod error');
  return z.flattenError(error.cause).fieldErrors;
}

function post(fields: Record<string, string>, clientIp = '203.0.113.71') {
  const request = new Request('http://localhost/contactanos', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'x-forwarded-for': clientIp },
  });
  return action({ request, params: {}, context: {} });
}

describe('contact.sendAsVisitor', () => {
  it('stores the question, phone in E.164, and e-mails the visitor an acknowledgement', async () => {
    await expect(visitorCaller({ clientIp: '203.0.113.60' }).contact.sendAsVisitor(VALID)).resolves.toEqual({
      sent: true,
    });
    expect(db.visitorContactRequest.getAll()).toEqual([
      expect.objectContaining({
        name: 'Carla Rojas',
        email: 'carla.rojas@example.com',
        phone: '+51987654321',
        message: VALID.message,
      }),
    ]);
    const [email] = contactEmails();
    expect(email).toMatchObject({ to: 'carla.rojas@example.com', subject: 'Kodea · Recibimos tu consulta' });
    expect(email?.text).toContain('Hola, Carla Rojas: recibimos tu consulta');
    expect(email?.text).toContain(VALID.message);
  });

  it('the phone is optional: empty or absent is none', async () => {
    const caller = visitorCaller({ clientIp: '203.0.113.61' });
    await caller.contact.sendAsVisitor({ ...VALID, phone: '' });
    await caller.contact.sendAsVisitor({ ...VALID, phone: undefined });
    expect(db.visitorContactRequest.getAll().map((row) => row.phone)).toEqual([null, null]);
  });

  it('field errors in Spanish, nothing stored, nothing sent', async () => {
    expect(await fieldErrors({ name: ' ', email: 'carla@', phone: '12', message: '' })).toEqual({
      name: ['Ingresa tu nombre'],
      email: ['Ingresa un correo electrónico válido'],
      phone: ['Ingresa un teléfono válido, por ejemplo 987654321'],
      message: ['El mensaje es un campo obligatorio'],
    });
    expect(await fieldErrors({ ...VALID, email: '', message: 'a'.repeat(2001) })).toEqual({
      email: ['Ingresa tu correo electrónico'],
      message: ['Escribe como máximo 2000 caracteres'],
    });
    expect(db.visitorContactRequest.count()).toBe(0);
    expect(contactEmails()).toHaveLength(0);
  });

  it('throttled per client: over the limit → throttled, another address still sends', async () => {
    const from = (clientIp: string) => visitorCaller({ clientIp }).contact.sendAsVisitor(VALID);
    for (let sent = 0; sent < LIMITS.contactByClient.points; sent += 1) await from('203.0.113.62');
    await expect(from('203.0.113.62')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(from('203.0.113.63')).resolves.toEqual({ sent: true });
    expect(db.visitorContactRequest.count()).toBe(LIMITS.contactByClient.points + 1);
  });

  it("'contact-error' → BAD_GATEWAY, nothing stored", async () => {
    await expect(
      runWithScenario('contact-error', () =>
        visitorCaller({ clientIp: '203.0.113.64' }).contact.sendAsVisitor(VALID),
      ),
    ).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    expect(db.visitorContactRequest.count()).toBe(0);
  });
});

describe('the /contactanos action', () => {
  const FORM = { name: 'Carla Rojas', email: 'carla@example.com', phone: '', message: 'Hola, una consulta.' };

  it('a sent question redirects back to its answer beside the form', async () => {
    const response = await post(FORM);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contactanos#consulta-enviada');
    expect(response.headers.get('set-cookie')).toBeTruthy();
  });

  it('field errors come back with the values (400)', async () => {
    const response = await post({ ...FORM, email: 'no-es-correo' });
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(result.error.email).toEqual(['Ingresa un correo electrónico válido']);
    expect(result.initialValue.name).toBe('Carla Rojas');
  });

  it("an upstream failure → the spec's 'Ups, algo salió mal, intente de nuevo' (502), values kept", async () => {
    const response = await runWithScenario('contact-error', () => post(FORM));
    expect(response.status).toBe(502);
    const { result } = (await response.json()) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(result.error['']).toEqual(['Ups, algo salió mal, intente de nuevo']);
    expect(result.initialValue.message).toBe('Hola, una consulta.');
  });
});
