import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type CombinedError, useMutation, useQuery, useSubscription } from 'urql';
import type {
  ConsoleDeliveryOutcomesSubscription,
  ConsoleWebhookLogFragment,
  WebhookEvent,
} from '../../gql/graphql.js';
import {
  CreateWebhookMutation,
  DeleteWebhookMutation,
  DeliveryOutcomesSubscription,
  ReplayWebhookLogMutation,
  TestWebhookMutation,
  WebhookQuery,
  WebhooksQuery,
} from '../documents.js';
import { href, navigate } from '../router.js';
import {
  ActiveStatus,
  activeWord,
  ConfirmButton,
  describeError,
  errorsByField,
  Field,
  FormFooter,
  formatTime,
  fromNetwork,
  Loading,
  Problem,
  Status,
  Table,
} from '../ui.js';

export function WebhooksPage() {
  const [result, reexecute] = useQuery({ query: WebhooksQuery });
  const [creating, setCreating] = useState(false);
  const webhooks = result.data?.webhooks?.edges.map((e) => e.node);
  return (
    <section aria-labelledby="webhooks-title">
      <div className="page-head">
        <h1 id="webhooks-title">Webhooks</h1>
        <button type="button" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
          New webhook
        </button>
      </div>
      {creating && result.data && (
        <NewWebhookForm eventTypes={result.data.webhookEventTypes} onCancel={() => setCreating(false)} />
      )}
      {result.error && <Problem error={result.error} retry={fromNetwork(reexecute)} />}
      {!webhooks && result.fetching && <Loading />}
      {webhooks && (
        <Table
          caption="Webhook subscriptions"
          rows={webhooks}
          rowKey={(w) => w.id}
          empty="No webhook subscription yet."
          columns={[
            { label: 'Event', render: (w) => <a href={href.webhook(w.id)}>{w.event}</a> },
            { label: 'URL', render: (w) => <span className="wrap">{w.url}</span> },
            {
              label: 'Status',
              render: (w) => <ActiveStatus status={w.status} />,
            },
            { label: 'Created', render: (w) => formatTime(w.createdOn) },
            { label: 'Actions', render: (w) => <DeleteWebhook id={w.id} /> },
          ]}
        />
      )}
    </section>
  );
}

function DeleteWebhook(props: { id: string; after?: () => void }) {
  const [result, remove] = useMutation(DeleteWebhookMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    const answer = await remove({ input: { id: props.id } });
    const payload = answer.data?.deleteWebhook;
    setProblem(payload?.userErrors.map((e) => e.message).join(' ') || null);
    if (payload?.deletedId) props.after?.();
  };
  return (
    <>
      <ConfirmButton
        label="Delete"
        question="Delete this subscription?"
        confirmLabel="Delete webhook"
        onConfirm={send}
        busy={result.fetching}
      />
      {problem && <Problem error={problem} />}
      {result.error && <Problem error={result.error} retry={send} />}
    </>
  );
}

function NewWebhookForm(props: {
  eventTypes: readonly { event: WebhookEvent; name: string; api: string }[];
  onCancel: () => void;
}) {
  const [event, setEvent] = useState<string>(props.eventTypes[0]?.event ?? '');
  const [url, setUrl] = useState('');
  const [signingSecret, setSigningSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, create] = useMutation(CreateWebhookMutation);
  const send = async () => {
    const answer = await create({
      input: { event: event as WebhookEvent, url, ...(signingSecret ? { signingSecret } : {}) },
    });
    const payload = answer.data?.createWebhook;
    if (!payload) return;
    setErrors(errorsByField(payload.userErrors));
    if (payload.webhook) navigate(href.webhook(payload.webhook.id));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="new-webhook-title" noValidate>
      <h2 id="new-webhook-title">New webhook</h2>
      <div className="field">
        <label htmlFor="webhook-event">Event</label>
        <select id="webhook-event" value={event} onChange={(e) => setEvent(e.target.value)}>
          {props.eventTypes.map((t) => (
            <option key={t.event} value={t.event}>
              {t.event} ({t.name})
            </option>
          ))}
        </select>
        {errors.event && (
          <span className="field-error" role="alert">
            {errors.event}
          </span>
        )}
      </div>
      <Field label="URL" name="url" type="url" value={url} onChange={setUrl} error={errors.url} />
      <Field
        label="Signing secret"
        name="signingSecret"
        value={signingSecret}
        onChange={setSigningSecret}
        error={errors.signingSecret}
        hint="Optional: deliveries are signed with it"
      />
      <FormFooter
        submit="Create webhook"
        formError={errors['']}
        failure={result.error}
        fetching={result.fetching}
        retry={send}
        onCancel={props.onCancel}
      />
    </form>
  );
}

/** Why a delivery failed, in words: the network error, else the status and what the receiver said. */
function failureReason(log: ConsoleWebhookLogFragment): string {
  if (log.error) return `${log.error.replaceAll('_', ' ').toLowerCase()}`;
  if (log.httpStatus >= 200 && log.httpStatus < 300) return '—';
  const body = log.responseBody?.trim();
  return `HTTP ${log.httpStatus}${body ? `: ${body.slice(0, 200)}` : ''}`;
}

function delivered(log: ConsoleWebhookLogFragment): boolean {
  return !log.error && log.httpStatus >= 200 && log.httpStatus < 300;
}

/**
 * Keeps a subscription's deliveries current without polling. Attempts are made by the delivery
 * worker, or by a send of this page (test, replay); each one's outcome is announced on the
 * `events` stream. The list is read again once per attempt it does not show yet — when its outcome
 * arrives or a send answers with it, whichever comes first — and never while nothing happens.
 * Answers `readFor` (for the sends), the stream's failure and a way to open it again.
 */
function useLiveDeliveries(
  webhookId: string,
  shown: ReadonlySet<string> | undefined,
  refetch: () => void,
): {
  readFor: (logId: string | undefined) => void;
  streamError: CombinedError | undefined;
  resubscribe: () => void;
} {
  const asked = useRef(new Set<string>());
  const readFor = useCallback(
    (logId: string | undefined) => {
      if (!logId || shown?.has(logId) || asked.current.has(logId)) return;
      asked.current.add(logId);
      refetch();
    },
    [shown, refetch],
  );
  const [outcome, resubscribe] = useSubscription(
    { query: DeliveryOutcomesSubscription },
    (_previous: ConsoleDeliveryOutcomesSubscription['events'] | undefined, data) => data.events,
  );
  const log = outcome.data?.data?.__typename === 'WebhookLog' ? outcome.data.data : null;
  const arrived = log?.webhookId === webhookId ? log.id : undefined;
  // Once the list is there: an attempt made while it loaded may be in it already.
  useEffect(() => {
    if (shown) readFor(arrived);
  }, [arrived, shown, readFor]);
  return { readFor, streamError: outcome.error, resubscribe };
}

export function WebhookPage(props: { id: string }) {
  const [result, reexecute] = useQuery({ query: WebhookQuery, variables: { id: props.id } });
  const [tested, test] = useMutation(TestWebhookMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const refetch = useMemo(() => fromNetwork(reexecute), [reexecute]);

  const webhook = result.data?.webhook;
  const logs = useMemo(
    () =>
      [...(webhook?.logs?.edges.map((e) => e.node) ?? [])].sort((a, b) =>
        b.createdOn.localeCompare(a.createdOn),
      ),
    [webhook],
  );
  const shown = useMemo(() => (webhook ? new Set(logs.map((l) => l.id)) : undefined), [webhook, logs]);
  const { readFor, streamError, resubscribe } = useLiveDeliveries(props.id, shown, refetch);

  if (result.error && !webhook) return <Problem error={result.error} retry={refetch} />;
  if (!result.data) return <Loading />;
  if (!webhook) {
    return (
      <section>
        <h1>Webhook not found</h1>
        <p>
          <a href={href.webhooks}>Back to the webhooks</a>
        </p>
      </section>
    );
  }
  const sendTest = async () => {
    const answer = await test({ input: { id: webhook.id } });
    setProblem(answer.data?.testWebhook.userErrors.map((e) => e.message).join(' ') || null);
    readFor(answer.data?.testWebhook.log?.id);
  };

  return (
    <section aria-labelledby="webhook-title">
      <p>
        <a href={href.webhooks}>← Webhooks</a>
      </p>
      <div className="page-head">
        <h1 id="webhook-title">Webhook {webhook.event}</h1>
        <div className="actions">
          <button type="button" onClick={sendTest} disabled={tested.fetching}>
            Send test
          </button>
          <DeleteWebhook id={webhook.id} after={() => navigate(href.webhooks)} />
        </div>
      </div>
      <dl className="details">
        <dt>URL</dt>
        <dd className="wrap">{webhook.url}</dd>
        <dt>Status</dt>
        <dd>{activeWord(webhook.status)}</dd>
        <dt>Created</dt>
        <dd>{formatTime(webhook.createdOn)}</dd>
      </dl>
      {problem && <Problem error={problem} />}
      {tested.error && <Problem error={tested.error} retry={sendTest} />}
      {result.error && <Problem error={result.error} retry={refetch} />}
      <h2>Deliveries</h2>
      {streamError && (
        <Problem
          error={`Deliveries stopped updating live: ${describeError(streamError)}`}
          retry={() => {
            resubscribe();
            refetch();
          }}
        />
      )}
      <Table
        caption="Deliveries"
        rows={logs}
        rowKey={(l) => l.id}
        empty="No delivery yet."
        columns={[
          { label: 'Time', render: (l) => formatTime(l.createdOn) },
          { label: 'Event', render: (l) => l.event },
          { label: 'Attempt', render: (l) => l.attempt ?? '—' },
          {
            label: 'HTTP status',
            render: (l) => (
              <Status
                value={l.httpStatus ? String(l.httpStatus) : 'None'}
                tone={delivered(l) ? 'good' : 'bad'}
              />
            ),
          },
          {
            label: 'Result',
            render: (l) => (
              <Status value={delivered(l) ? 'Delivered' : 'Failed'} tone={delivered(l) ? 'good' : 'bad'} />
            ),
          },
          { label: 'Reason', render: (l) => <span className="wrap">{failureReason(l)}</span> },
          {
            label: 'Actions',
            render: (l) => <Replay webhookId={webhook.id} logId={l.id} onAttempt={readFor} />,
          },
        ]}
      />
    </section>
  );
}

function Replay(props: { webhookId: string; logId: string; onAttempt: (logId: string | undefined) => void }) {
  const [result, replay] = useMutation(ReplayWebhookLogMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    const answer = await replay({ input: { webhookId: props.webhookId, logId: props.logId } });
    setProblem(answer.data?.replayWebhookLog.userErrors.map((e) => e.message).join(' ') || null);
    props.onAttempt(answer.data?.replayWebhookLog.log?.id);
  };
  return (
    <>
      <button type="button" className="secondary" onClick={send} disabled={result.fetching}>
        Replay
      </button>
      {problem && <Problem error={problem} />}
      {result.error && <Problem error={result.error} retry={send} />}
    </>
  );
}
