import { type ReactNode, useEffect, useId, useState } from 'react';
import type { CombinedError } from 'urql';

/** Shared pieces: tables that stack on narrow screens, labelled fields, problems with a retry. */

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
}

/** A table per list; below 640 px each row becomes a block whose cells carry their column's label. */
export function Table<T>(props: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (props.rows.length === 0) return <p className="empty">{props.empty}</p>;
  return (
    <table>
      <caption className="visually-hidden">{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c.label} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)}>
            {props.columns.map((c) => (
              <td key={c.label} data-label={c.label}>
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An input with its label and, beside it, the userError that names it. */
export function Field(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        autoComplete={props.autoComplete ?? 'off'}
        required={props.required}
      />
      {props.hint && <small>{props.hint}</small>}
      {props.error && (
        <span className="field-error" id={errorId} role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}

interface UserErrorShape {
  field?: readonly string[] | null;
  message: string;
}

/** userErrors by the input field they name (`["input", "name"]` → `name`); the rest under `''`. */
export function errorsByField(errors: readonly UserErrorShape[] | undefined): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const e of errors ?? []) {
    const key = e.field && e.field.length > 1 ? e.field.slice(1).join('.') : '';
    byField[key] = byField[key] ? `${byField[key]} ${e.message}` : e.message;
  }
  return byField;
}

/** How long the answer asked to wait before trying again (`Retry-After`: seconds or a date), if it did. */
function retryAfterSeconds(error: CombinedError): number | undefined {
  const value = (error.response as Response | undefined)?.headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** What a failed request met, in words: the network, a status (5xx, 429), or the API's errors. */
export function describeError(error: CombinedError): string {
  const status = error.response?.status as number | undefined;
  if (error.networkError && !status) return 'Lintel could not be reached (network error).';
  const said = error.graphQLErrors.map((e) => e.message).join(' ');
  if (status === 429) {
    const wait = retryAfterSeconds(error);
    return `Too many requests (HTTP 429): Lintel asks to slow down${wait ? ` for ${wait} s` : ''}. ${said}`.trim();
  }
  if (status && status >= 500) return `Lintel failed to answer (HTTP ${status}). ${said}`.trim();
  if (said) return said;
  return status ? `The request failed (HTTP ${status}).` : error.message;
}

/** Seconds left of a wait that starts when `seconds` (or what it is about) changes; 0 when over. */
function useCountdown(seconds: number | undefined, about: unknown): number {
  const [left, setLeft] = useState(seconds ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new failure starts its own wait
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const until = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, about]);
  return left;
}

/**
 * A failed request: what happened, and a way to try again — once the wait its answer asked for
 * (a 429's or 503's `Retry-After`) is over.
 */
export function Problem(props: { error: CombinedError | string; retry?: () => void }) {
  const text = typeof props.error === 'string' ? props.error : describeError(props.error);
  const wait = useCountdown(
    typeof props.error === 'string' ? undefined : retryAfterSeconds(props.error),
    props.error,
  );
  return (
    <div className="problem" role="alert">
      <p>{text}</p>
      {props.retry && (
        <button type="button" onClick={props.retry} disabled={wait > 0}>
          {wait > 0 ? `Retry in ${wait} s` : 'Retry'}
        </button>
      )}
    </div>
  );
}

/**
 * The end of every form: the error no field names, the request's own failure (with a retry),
 * then submit and cancel.
 */
export function FormFooter(props: {
  submit: string;
  formError: string | undefined;
  failure: CombinedError | undefined;
  fetching: boolean;
  retry: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {props.formError && <Problem error={props.formError} />}
      {props.failure && <Problem error={props.failure} retry={props.retry} />}
      <div className="actions">
        <button type="submit" disabled={props.fetching}>
          {props.submit}
        </button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}

/** A button that asks once more before acting (deleting, rotating). */
export function ConfirmButton(props: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="secondary" onClick={() => setAsking(true)} disabled={props.busy}>
        {props.label}
      </button>
    );
  }
  return (
    <fieldset className="confirm">
      <legend>{props.question}</legend>
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        {props.confirmLabel}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </fieldset>
  );
}

/** A value shown once (a secret, a connect URL), with a button that copies it. */
export function CopyValue(props: { label: string; value: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy">
      <label htmlFor={id}>{props.label}</label>
      <div className="copy-row">
        <input id={id} readOnly value={props.value} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          onClick={() => {
            navigator.clipboard.writeText(props.value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy
        </button>
      </div>
      <span aria-live="polite">{copied ? 'Copied.' : ''}</span>
    </div>
  );
}

export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** A status as a word with its colour (the word carries the meaning; colour only helps). */
export function Status(props: { value: string; tone: 'good' | 'bad' | 'neutral' }) {
  return <span className={`status status-${props.tone}`}>{props.value}</span>;
}

/** An `ACTIVE`/`INACTIVE` status (integrations, linked accounts, webhooks) as the word shown. */
export function activeWord(status: string): string {
  return status === 'ACTIVE' ? 'Active' : 'Inactive';
}

export function ActiveStatus(props: { status: string }) {
  return <Status value={activeWord(props.status)} tone={props.status === 'ACTIVE' ? 'good' : 'neutral'} />;
}

/** A query's `reexecute` as a retry: read again from Lintel, not from the cache. */
export function fromNetwork(reexecute: (context: { requestPolicy: 'network-only' }) => void): () => void {
  return () => reexecute({ requestPolicy: 'network-only' });
}

export function Loading() {
  return (
    <p className="loading" aria-live="polite">
      Loading…
    </p>
  );
}
