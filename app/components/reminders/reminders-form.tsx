// The notification preferences of one child (decision 090): the channel and each event's switch.
// A plain Conform form: without JavaScript a refused post comes back with what the parent chose.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { REMINDERS_TEXT } from '@kernel/texts/reminders';
import type { NotificationChannel, NotificationEvents } from '@server/upstream/schemas/reminders';
import type { PreferencesForm } from '@server/validation/reminders';
import { CheckboxField, FormError, RadioGroup } from '~/components/forms/fields';

export interface Preferences {
  channel: NotificationChannel;
  events: NotificationEvents;
  whatsappPhone: string | null;
}

const LATER_EVENTS = ['class_note', 'recording_available', 'makeup_confirmed', 'waitlist_seat'] as const;

export function RemindersForm(props: {
  preferences: Preferences;
  childName: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const { channel, events, whatsappPhone } = props.preferences;
  const [form, fields] = useForm<PreferencesForm>({
    id: 'avisos',
    lastResult: props.result,
    defaultValue: { intent: 'reminders', channel, ...events },
  });
  const channels = [
    { value: 'email', label: REMINDERS_TEXT.channels.email },
    {
      value: 'whatsapp',
      label: REMINDERS_TEXT.channels.whatsapp,
      hint: whatsappPhone ? REMINDERS_TEXT.whatsappTo(whatsappPhone) : REMINDERS_TEXT.whatsappNoPhone,
    },
  ];
  const on = Object.values(events).filter(Boolean).length;
  return (
    <section className="parents-card" aria-labelledby="recordatorios-titulo">
      <h2 id="recordatorios-titulo">{REMINDERS_TEXT.remindersHeading}</h2>
      <p>{REMINDERS_TEXT.remindersLead(props.childName)}</p>
      <form method="post" className="reminders-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="reminders" />
        <FormError id={form.errorId} message={form.errors?.[0]} />
        <RadioGroup meta={fields.channel} legend={REMINDERS_TEXT.channelLegend} options={channels} />
        <fieldset className="field">
          <legend>{REMINDERS_TEXT.eventsLegend}</legend>
          <CheckboxField meta={fields.class_reminder}>{REMINDERS_TEXT.toggleLabel}</CheckboxField>
          {LATER_EVENTS.map((event) => (
            <CheckboxField key={event} meta={fields[event]}>
              {REMINDERS_TEXT.events[event]}
              <span className="field__hint"> — {REMINDERS_TEXT.eventHints[event]}</span>
            </CheckboxField>
          ))}
        </fieldset>
        <button type="submit" className="button button--small">
          {REMINDERS_TEXT.save}
        </button>
      </form>
      <p className="reminders-state">
        <strong>{on > 0 ? REMINDERS_TEXT.stateOn(on, channel) : REMINDERS_TEXT.stateOff}</strong>
      </p>
    </section>
  );
}
