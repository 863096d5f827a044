import { useState } from 'react';
import { useSubscription } from 'urql';
import { type ConsoleEventsSubscription, WebhookEvent } from '../../gql/graphql.js';
import { EventsSubscription } from '../documents.js';
import { href } from '../router.js';
import { formatTime, Problem, Table } from '../ui.js';

type StreamedEvent = ConsoleEventsSubscription['events'];

/** Events kept on screen; older ones drop off the end. */
const KEEP = 500;

/**
 * What the page streams, and the types it filters by: every value of the schema's `WebhookEvent`
 * (codegen writes them from it), delivery outcomes included, whether or not one has arrived yet.
 * Not WEBHOOK_TEST: the subscription streams it only when `types` is left out, which leaves the
 * outcomes out; a test send shows here as its delivery's outcome.
 */
const STREAMED: WebhookEvent[] = Object.values(WebhookEvent)
  .filter((event) => event !== WebhookEvent.WebhookTest)
  .sort();

export function EventsPage() {
  const [type, setType] = useState('');
  const [paused, setPaused] = useState(false);
  const [result, resubscribe] = useSubscription(
    { query: EventsSubscription, variables: { types: STREAMED }, pause: paused },
    (previous: StreamedEvent[] = [], data) => {
      if (previous.some((e) => e.id === data.events.id)) return previous;
      return [data.events, ...previous].slice(0, KEEP);
    },
  );
  const events = result.data ?? [];
  const shown = type ? events.filter((e) => e.event === type) : events;

  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">Events</h1>
      <p>Live: events appear here as they happen while this page is open, newest first.</p>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="event-type">Type</label>
          <select id="event-type" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">All types</option>
            {STREAMED.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="secondary" onClick={() => setPaused((p) => !p)}>
          {paused ? 'Resume' : 'Pause'}
        </button>
      </div>
      {result.error && <Problem error={result.error} retry={() => resubscribe()} />}
      <p className="count" aria-live="polite">
        {shown.length} event{shown.length === 1 ? '' : 's'}
      </p>
      <Table
        caption="Events"
        rows={shown}
        rowKey={(e) => e.id}
        empty={paused ? 'Paused.' : 'Waiting for events…'}
        columns={[
          { label: 'Time', render: (e) => formatTime(e.created) },
          { label: 'Type', render: (e) => e.event },
          { label: 'Record', render: (e) => describe(e) },
          {
            label: 'Consumer',
            render: (e) => (e.consumerId ? <a href={href.consumer(e.consumerId)}>{e.consumerId}</a> : '—'),
          },
        ]}
      />
    </section>
  );
}

function describe(event: StreamedEvent): string {
  const data = event.data;
  if (!data) return '—';
  switch (data.__typename) {
    case 'Consumer':
      return `Consumer ${data.name}`;
    case 'LinkedAccount':
      return `${data.integration}: ${data.name}`;
    case 'WebhookTest':
      return data.message;
    case 'WebhookLog':
      return `Delivery attempt ${data.attempt}: HTTP ${data.httpStatus}`;
    default:
      return data.__typename;
  }
}
