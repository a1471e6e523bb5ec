// A form's submit button with its sending state: app/enhance/waiting-state.ts and
// busy-on-submit.ts (or the hydrated form) mark the form busy, and CSS shows `sending` with a
// spinner instead of `idle` (spec §4: idle → sending → answer).
export function SubmitButton({ idle, sending }: { idle: string; sending: string }) {
  return (
    <button type="submit" className="button">
      <span className="when-idle">{idle}</span>
      <span className="when-sending">
        <span className="spinner" aria-hidden="true" /> {sending}
      </span>
    </button>
  );
}
