/**
 * A person's name is one line of text (issue 74): the sign-up stored names with CR/LF in them.
 * Line breaks, other control characters and the invisible marks that reorder text are refused
 * beside the field, in Spanish, with what was typed kept; nothing reaches the API.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpAction } from '../../app/routes/registro/sign-up.server';
import { db } from '../../mocks/db';
import { CONTROL_CHARACTERS_MESSAGE } from '../../server/validation/fields';
import { TrialClassFormSchema } from '../../server/validation/trial-class';
import { VisitorContactInputSchema } from '../../server/validation/visitor-contact';
import { signedInCaller, visitorCaller } from '../support/caller';
import { formBrowser } from '../support/form-browser';
import { CHILD_INPUT, CONSENT_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';

const REFUSED: Array<[string, string]> = [
  ['a line break (CR LF)', 'Rosa\r\nBcc: todos@example.com'],
  ['a line feed', 'Rosa\nMaría'],
  ['a tab', 'Rosa\tMaría'],
  ['a NUL', 'Ro\u0000sa'],
  ['DEL', 'Ro\u007Fsa'],
  ['a C1 control (NEL)', 'Rosa\u0085María'],
  ['a right-to-left override', 'Rosa \u202Eairam'],
  ['an isolate', 'Rosa \u2067María\u2069'],
  ['a right-to-left mark', 'Rosa\u200F'],
  ['a line separator', 'Rosa\u2028María'],
];

const ACCEPTED = ['Rosa', 'María José', 'Huamán Torres', "O'Neill-Quispe", 'Zoë', 'Ñusta'];

const CHILD_FIELDS = (firstName: string) => ({
  'children[0].firstName': firstName,
  'children[0].age': CHILD_INPUT.age,
  'children[0].experience': CHILD_INPUT.experience,
  'children[0].operatingSystem': CHILD_INPUT.operatingSystem,
  childDataConsent: 'on',
});

interface StepView {
  step: string;
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
}

describe('the sign-up refuses control characters in names (issue 74)', () => {
  it.each(REFUSED)(
    "step 1: %s in the parent's name, beside the field, the value kept",
    async (_name, value) => {
      const browser = formBrowser(signUpAction);
      const answer = await browser.post('/registro', {
        ...GUARDIAN_INPUT,
        firstName: value,
        acceptTerms: 'on',
        intent: 'guardian',
      });
      expect(answer.status).toBe(400);
      const view = (await answer.json()) as StepView;
      expect(view.step).toBe('guardian');
      expect(view.result.error?.firstName).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(view.result.initialValue?.firstName).toBe(value);
    },
  );

  it.each(REFUSED)("step 2: %s in a child's name, beside the field, the value kept", async (_name, value) => {
    const browser = formBrowser(signUpAction);
    const users = db.user.count();
    await browser.post('/registro', { ...GUARDIAN_INPUT, acceptTerms: 'on', intent: 'guardian' });
    const answer = await browser.post('/registro?paso=hijos', { ...CHILD_FIELDS(value), intent: 'finish' });
    expect(answer.status).toBe(400);
    const view = (await answer.json()) as StepView;
    expect(view.step).toBe('children');
    expect(view.result.error?.['children[0].firstName']).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(view.result.initialValue).toMatchObject({ children: [{ firstName: value }] });
    expect(db.user.count()).toBe(users);
  });

  it('the procedure refuses them too, in the last name and the city, and creates nothing', async () => {
    const users = db.user.count();
    for (const guardian of [
      { ...GUARDIAN_INPUT, lastName: 'Huamán\r\nTorres' },
      { ...GUARDIAN_INPUT, city: 'Arequipa\u202E' },
    ])
      await expect(
        visitorCaller().signUp.register({ guardian, children: [CHILD_INPUT], consent: CONSENT_INPUT }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(db.user.count()).toBe(users);
  });

  it('a child added later is refused the same way', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    const children = db.child.count();
    await expect(
      caller.signUp.addChild({
        token: randomUUID(),
        child: { ...CHILD_INPUT, firstName: 'Lucía\r\nX' },
        consent: CONSENT_INPUT,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(db.child.count()).toBe(children);
  });

  it.each(ACCEPTED)('accepts %s', async (firstName) => {
    const answer = await formBrowser(signUpAction).post('/registro', {
      ...GUARDIAN_INPUT,
      firstName,
      acceptTerms: 'on',
      intent: 'guardian',
    });
    expect(answer.status).toBe(302);
  });
});

describe('the other forms that ask for a name', () => {
  it.each(REFUSED)('the trial class and the contact form refuse %s', (_name, value) => {
    const trial = TrialClassFormSchema.safeParse({
      parentName: value,
      phoneCountry: 'PE',
      phone: '987654321',
      age: '8_to_11',
      days: ['monday'],
      token: randomUUID(),
    });
    expect(trial.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['parentName', CONTROL_CHARACTERS_MESSAGE],
    ]);
    const contact = VisitorContactInputSchema.safeParse({
      name: value,
      email: 'carla@example.com',
      phone: '987654321',
      message: 'Hola',
    });
    expect(contact.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', CONTROL_CHARACTERS_MESSAGE],
    ]);
  });
});
