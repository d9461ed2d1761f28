import type { DeviceCode as DeviceCodeInfo } from '../../lib/messages/popup';

/** The code to enter on another device, and where (RFC 8628 / the V1 PIN page). */
export function DeviceCode({ code, busy, onCancel, onRenew }: { code: DeviceCodeInfo; busy: boolean; onCancel: () => void; onRenew: () => void }) {
  if (code.expired) {
    return (
      <section class="card" aria-live="polite" data-testid="device-code">
        <p>This code has expired.</p>
        <button class="primary" disabled={busy} onClick={onRenew}>Get a new code</button>
        <button class="link" onClick={onCancel}>Cancel</button>
      </section>
    );
  }
  const link = code.verificationUriComplete ?? code.verificationUri;
  return (
    <section class="card" aria-live="polite" data-testid="device-code">
      <p>
        On any device, open <a href={link} target="_blank" rel="noreferrer">{code.verificationUri}</a> and enter:
      </p>
      <p class="code" data-testid="user-code" aria-label={`Code ${code.userCode.split('').join(' ')}`}>{code.userCode}</p>
      <p class="muted">Waiting for you to approve… (expires at {new Date(code.expiresAt).toLocaleTimeString()})</p>
      <button class="link" onClick={onCancel}>Cancel</button>
    </section>
  );
}
