import { Form } from '@remix-run/react';
import { REMINDERS_TEXT } from '@kernel/texts/reminders';

export function RemindersForm({ enabled, childName }: { enabled: boolean; childName: string }) {
  return (
    <section className="parents-card" aria-labelledby="recordatorios-titulo">
      <h2 id="recordatorios-titulo">{REMINDERS_TEXT.remindersHeading}</h2>
      <p>{REMINDERS_TEXT.remindersLead(childName)}</p>
      <Form method="post" className="reminders-form">
        <input type="hidden" name="intent" value="reminders" />
        <p className="checkbox-field">
          <input id="recordatorios-enabled" type="checkbox" name="enabled" defaultChecked={enabled} />
          <label htmlFor="recordatorios-enabled">{REMINDERS_TEXT.toggleLabel}</label>
        </p>
        <button type="submit" className="button button--small">
          {REMINDERS_TEXT.save}
        </button>
      </Form>
      <p className="reminders-state">
        <strong>{enabled ? REMINDERS_TEXT.stateOn : REMINDERS_TEXT.stateOff}</strong>
      </p>
    </section>
  );
}
