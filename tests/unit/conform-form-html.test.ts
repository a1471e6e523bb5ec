/**
 * The forms as the server renders them from an action's Conform reply (decision 078): what a
 * browser without JavaScript gets. A bad post comes back with the Spanish message beside its
 * field, the field invalid and described by it, the values typed kept (never a password), and the
 * error summary in the order of the fields.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ComplaintForm } from '../../app/components/complaints/complaint-form';
import { ChildrenStep } from '../../app/components/sign-up/children-step';
import { GuardianStep } from '../../app/components/sign-up/guardian-step';
import { complaintOptions } from '../../app/routes/libro-de-reclamaciones._index/complaint-options.server';
import {
  fileComplaintAction,
  type ComplaintFormView,
} from '../../app/routes/libro-de-reclamaciones._index/complaints.server';
import { SIGN_UP_OPTIONS } from '../../app/routes/registro/sign-up-options.server';
import { signUpAction, type SignUpView } from '../../app/routes/registro/sign-up.server';
import { COMPLAINT_TEXT } from '../../kernel/texts/complaints';
import { SIGN_UP_TEXT } from '../../kernel/texts/sign-up';
import { formBrowser } from '../support/form-browser';
import { GUARDIAN_INPUT } from '../support/form-inputs';

const browser = <R extends Response>(action: (request: Request) => Promise<R>) => formBrowser(action).post;

const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The start tag of the element with this id. */
function tagOf(html: string, id: string): string {
  const at = html.indexOf(`id="${id}"`);
  if (at < 0) throw new Error(`no element #${id}`);
  const start = html.lastIndexOf('<', at);
  return html.slice(start, html.indexOf('>', at) + 1);
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The text of the element with this id (a message). */
function textOf(html: string, id: string): string {
  const tag = tagOf(html, id);
  const from = html.indexOf(tag) + tag.length;
  return html.slice(from, html.indexOf('</', from)).replace(/<[^>]+>/g, '');
}

/** Every id an aria-describedby names exists in the page. */
function expectDescriptionsPresent(html: string) {
  for (const [, ids] of html.matchAll(/aria-describedby="([^"]*)"/g))
    for (const id of ids.split(' ')) expect(html, `#${id}`).toContain(`id="${id}"`);
}

/** The control is invalid and described by its message, which says `message`. */
function expectFieldError(html: string, id: string, message: string) {
  const control = tagOf(html, id);
  expect(attr(control, 'aria-invalid'), id).toBe('true');
  expect(attr(control, 'aria-describedby')?.split(' '), id).toContain(`${id}-error`);
  expect(textOf(html, `${id}-error`)).toBe(message);
}

/** The error summary's links, in order: each field's id and message. */
function summaryOf(html: string): Array<[string, string]> {
  const box = html.slice(html.indexOf('id="resumen-de-errores"'));
  const list = box.slice(0, box.indexOf('</ul>'));
  return [...list.matchAll(/<a href="#([^"]+)">([^<]*)<\/a>/g)].map(([, id, text]) => [id, text]);
}

describe('the complaints book, JavaScript off', () => {
  it('a bad post comes back with each message beside its field and every value typed', async () => {
    const answer = await browser(fileComplaintAction)('/libro-de-reclamaciones', {
      firstName: 'Carmen',
      lastName: '',
      documentType: 'DNI',
      documentNumber: '123',
      claimObject: 'service',
      detail: 'La clase del sábado no se realizó.',
      isMinor: 'on',
    });
    expect(answer.status).toBe(400);
    const view: ComplaintFormView = await answer.json();
    const options = complaintOptions(['Curso de Videojuegos con Roblox']);
    const html = render(createElement(ComplaintForm, { view, options }));

    expect(textOf(html, 'reclamo-error')).toBe(COMPLAINT_TEXT.checkData);
    expectFieldError(html, 'reclamo-lastName', 'Ingresa tus apellidos');
    expectFieldError(html, 'reclamo-documentNumber', 'El DNI tiene 8 dígitos');
    expectFieldError(html, 'reclamo-guardianName', 'Ingresa el nombre de tu padre, madre o apoderado');
    expect(textOf(html, 'reclamo-acceptance-error')).toBe('Debes confirmar que los datos son verdaderos');
    // A service: the course it was, from the catalogue's list.
    expectFieldError(html, 'reclamo-course', 'Elige el curso que contrataste');
    // A radio group: each radio invalid, described by the group's message.
    expect(textOf(html, 'reclamo-claimType-error')).toBe('Elige si es un reclamo o una queja');
    expect(attr(tagOf(html, 'reclamo-claimType-claim'), 'aria-describedby')).toBe('reclamo-claimType-error');

    expect(attr(tagOf(html, 'reclamo-firstName'), 'value')).toBe('Carmen');
    expect(attr(tagOf(html, 'reclamo-firstName'), 'aria-invalid')).toBeUndefined();
    expect(tagOf(html, 'reclamo-isMinor')).toContain('checked');
    expect(tagOf(html, 'reclamo-claimObject-service')).toContain('checked');
    expect(html).toContain('La clase del sábado no se realizó.</textarea>');
    // Plain HTML: the browser sends it; nothing waits for JavaScript.
    expect(tagOf(html, 'reclamo')).toMatch(/^<form method="post" action="\/libro-de-reclamaciones"/);
    expectDescriptionsPresent(html);
  });
});

describe('the sign-up, JavaScript off', () => {
  it('step 1: the messages in the order of the fields, the values kept, the password never', async () => {
    const answer = await browser(signUpAction)('/registro', {
      ...GUARDIAN_INPUT,
      intent: 'guardian',
      email: 'rosa@',
      password: 'Secreta-sin-numero',
      phone: '12345',
      acceptTerms: '',
    });
    expect(answer.status).toBe(400);
    const view: SignUpView = await answer.json();
    if (view.step !== 'guardian') throw new Error('step 1 expected');
    const html = render(createElement(GuardianStep, { view, options: SIGN_UP_OPTIONS }));

    expect(summaryOf(html)).toEqual([
      ['registro-email', 'Ingresa un correo electrónico válido'],
      ['registro-password', 'La contraseña debe tener al menos un número'],
      ['registro-phone', 'Ingresa un número de celular válido para el país elegido'],
      ['registro-acceptTerms', 'Debes aceptar los términos y condiciones'],
    ]);
    expectFieldError(html, 'registro-email', 'Ingresa un correo electrónico válido');
    expectFieldError(html, 'registro-phone', 'Ingresa un número de celular válido para el país elegido');
    expect(attr(tagOf(html, 'registro-phone'), 'aria-describedby')).toBe('registro-phone-error');
    expectFieldError(html, 'registro-password', 'La contraseña debe tener al menos un número');
    expect(attr(tagOf(html, 'registro-password'), 'value')).toBeUndefined();
    expect(html).not.toContain('Secreta-sin-numero');
    expect(attr(tagOf(html, 'registro-email'), 'value')).toBe('rosa@');
    expect(attr(tagOf(html, 'registro-city'), 'value')).toBe('Arequipa');
    expect(html).toMatch(/<option value="mother" selected="">/);
    expectDescriptionsPresent(html);
  });

  it('step 1 with only another field wrong never blames the password: a neutral note asks for it', async () => {
    const answer = await browser(signUpAction)('/registro', {
      ...GUARDIAN_INPUT,
      intent: 'guardian',
      city: '',
      acceptTerms: 'on',
    });
    const view: SignUpView = await answer.json();
    if (view.step !== 'guardian') throw new Error('step 1 expected');
    const html = render(createElement(GuardianStep, { view, options: SIGN_UP_OPTIONS }));
    expect(summaryOf(html)).toEqual([['registro-city', 'Ingresa tu ciudad']]);
    const password = tagOf(html, 'registro-password');
    expect(attr(password, 'aria-invalid')).toBeUndefined();
    expect(attr(password, 'value')).toBeUndefined();
    expect(html).not.toContain('registro-password-error');
    expect(html).not.toContain(GUARDIAN_INPUT.password);
    // A note, described by, not an error: kept in place with JavaScript, it goes (sent-in-place.ts).
    expect(textOf(html, 'registro-password-note')).toBe(SIGN_UP_TEXT.passwordAgain);
    expect(attr(password, 'aria-describedby')?.split(' ')).toContain('registro-password-note');
    expect(attr(password, 'data-kept-in-place')).toBe('registro-password-note');
    expect(tagOf(html, 'registro-acceptTerms')).toContain('checked');
    expectDescriptionsPresent(html);
  });

  it('the return path travels through both steps as a hidden field, checked on the server', async () => {
    const post = browser(signUpAction);
    const step = '/enrollment?edad=8_to_11&programa=vac-8_to_11-2&horario=vg-8-2-2';
    const refused = await post('/registro', {
      ...GUARDIAN_INPUT,
      intent: 'guardian',
      city: '',
      acceptTerms: 'on',
      redirectTo: step,
    });
    const view: SignUpView = await refused.json();
    if (view.step !== 'guardian') throw new Error('step 1 expected');
    expect(view.returnTo).toBe(step);
    const html = render(createElement(GuardianStep, { view, options: SIGN_UP_OPTIONS }));
    expect(html).toContain(
      `<input type="hidden" name="redirectTo" value="${step.replaceAll('&', '&amp;')}"/>`,
    );

    const offSite = await post('/registro', {
      ...GUARDIAN_INPUT,
      intent: 'guardian',
      city: '',
      acceptTerms: 'on',
      redirectTo: '//evil.com',
    });
    expect(((await offSite.json()) as SignUpView).returnTo).toBeNull();

    const next = await post('/registro', {
      ...GUARDIAN_INPUT,
      intent: 'guardian',
      acceptTerms: 'on',
      redirectTo: step,
    });
    expect(next.headers.get('location')).toBe(`/registro?paso=hijos&redirectTo=${encodeURIComponent(step)}`);
    const checked = await post('/registro?paso=hijos', {
      'children[0].firstName': 'Mateo',
      intent: 'check-children',
      redirectTo: step,
    });
    const children: SignUpView = await checked.json();
    if (children.step !== 'children') throw new Error('step 2 expected');
    expect(render(createElement(ChildrenStep, { view: children, options: SIGN_UP_OPTIONS }))).toContain(
      'name="redirectTo"',
    );
    const back = await post('/registro?paso=hijos', {
      'children[0].firstName': 'Mateo',
      intent: 'edit-guardian',
      redirectTo: step,
    });
    expect(back.headers.get('location')).toBe(`/registro?redirectTo=${encodeURIComponent(step)}`);
  });

  it('step 2: rows added and removed by Conform intent buttons; errors named by child', async () => {
    const post = browser(signUpAction);
    expect(
      (await post('/registro', { ...GUARDIAN_INPUT, intent: 'guardian', acceptTerms: 'on' })).status,
    ).toBe(302);
    const added = await post('/registro?paso=hijos', {
      'children[0].firstName': 'Mateo',
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'children' } }),
    });
    expect(added.status).toBe(200);
    const withTwo: SignUpView = await added.json();
    if (withTwo.step !== 'children') throw new Error('step 2 expected');
    const two = render(createElement(ChildrenStep, { view: withTwo, options: SIGN_UP_OPTIONS }));
    expect(attr(tagOf(two, 'hijo-0-firstName'), 'value')).toBe('Mateo');
    expect(attr(tagOf(two, 'hijo-1-firstName'), 'name')).toBe('children[1].firstName');
    // Nothing was checked yet: no message for the empty new row.
    expect(two).not.toContain('field__error');
    // 'Quitar' is a submit button carrying Conform's intent: it works without JavaScript.
    expect(two).toContain('name="__intent__" value="{&quot;type&quot;:&quot;remove&quot;');

    const finished = await post('/registro?paso=hijos', {
      'children[0].firstName': 'Mateo',
      'children[0].age': '8_to_11',
      'children[0].experience': 'basic',
      'children[0].operatingSystem': 'linux',
      'children[1].firstName': 'Valentina',
      childDataConsent: 'on',
      intent: 'finish',
    });
    expect(finished.status).toBe(400);
    const view: SignUpView = await finished.json();
    if (view.step !== 'children') throw new Error('step 2 expected');
    const html = render(createElement(ChildrenStep, { view, options: SIGN_UP_OPTIONS }));
    expect(summaryOf(html)).toEqual([
      ['hijo-1-age', 'Hijo o hija 2: Elige su rango de edad'],
      ['hijo-1-experience', 'Hijo o hija 2: Elige su experiencia previa'],
      ['hijo-1-operatingSystem', 'Hijo o hija 2: Elige el sistema operativo de su computadora'],
    ]);
    expectFieldError(html, 'hijo-1-age', 'Elige su rango de edad');
    expect(attr(tagOf(html, 'hijo-1-firstName'), 'value')).toBe('Valentina');
    expect(html).toMatch(/<option value="linux" selected="">/);
    expectDescriptionsPresent(html);
  });
});
