import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  ConsumerQuery,
  CreateConnectionMutation,
  DeleteConnectionMutation,
  DeleteConsumerMutation,
  IntegrationsQuery,
  UpdateConsumerMutation,
} from '../documents.js';
import { href, navigate } from '../router.js';
import {
  ActiveStatus,
  ConfirmButton,
  CopyValue,
  errorsByField,
  FormFooter,
  formatTime,
  fromNetwork,
  Loading,
  Problem,
  Table,
} from '../ui.js';
import { ConsumerFields, type ConsumerFormValues, consumerInput } from './consumers.js';
import { CoverageSummary } from './integrations.js';

export function ConsumerPage(props: { id: string }) {
  const [result, reexecute] = useQuery({ query: ConsumerQuery, variables: { id: props.id } });
  const [integrations] = useQuery({ query: IntegrationsQuery });
  const [editing, setEditing] = useState(false);
  const [deleted, deleteConsumer] = useMutation(DeleteConsumerMutation);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const consumer = result.data?.consumer;
  const retry = fromNetwork(reexecute);

  if (result.error && !consumer) return <Problem error={result.error} retry={retry} />;
  if (!result.data) return <Loading />;
  if (!consumer) {
    return (
      <section>
        <h1>Consumer not found</h1>
        <p>
          No consumer has the id {props.id}. <a href={href.consumers}>Back to the consumers</a>
        </p>
      </section>
    );
  }

  const coverageOf = (integrationId: number) =>
    integrations.data?.integrations.find((i) => i.integrationId === integrationId)?.operationsCoverage;

  const remove = async () => {
    const answer = await deleteConsumer({ input: { id: consumer.id } });
    const payload = answer.data?.deleteConsumer;
    if (payload?.deletedId) navigate(href.consumers);
    else setDeleteError(payload?.userErrors.map((e) => e.message).join(' ') || null);
  };

  return (
    <section aria-labelledby="consumer-title">
      <p>
        <a href={href.consumers}>← Consumers</a>
      </p>
      <div className="page-head">
        <h1 id="consumer-title">{consumer.name}</h1>
        <div className="actions">
          <button
            type="button"
            className="secondary"
            onClick={() => setEditing((e) => !e)}
            aria-expanded={editing}
          >
            Edit
          </button>
          <ConfirmButton
            label="Delete"
            question={`Delete ${consumer.name} and its connections?`}
            confirmLabel="Delete consumer"
            onConfirm={remove}
            busy={deleted.fetching}
          />
        </div>
      </div>
      {deleted.error && <Problem error={deleted.error} retry={remove} />}
      {deleteError && <Problem error={deleteError} />}
      {editing ? (
        <EditConsumerForm
          id={consumer.id}
          initial={{
            name: consumer.name,
            email: consumer.email ?? '',
            internalReference: consumer.internalReference ?? '',
            redirectUrl: consumer.redirectUrl ?? '',
          }}
          onDone={() => setEditing(false)}
        />
      ) : (
        <dl className="details">
          <dt>Id</dt>
          <dd>{consumer.id}</dd>
          <dt>Email</dt>
          <dd>{consumer.email ?? '—'}</dd>
          <dt>Internal reference</dt>
          <dd>{consumer.internalReference ?? '—'}</dd>
          <dt>Redirect URL</dt>
          <dd>{consumer.redirectUrl ?? '—'}</dd>
        </dl>
      )}

      <div className="page-head">
        <h2 id="linked-accounts-title">Linked accounts</h2>
        <ConnectSoftware consumerId={consumer.id} />
      </div>
      {result.error && <Problem error={result.error} retry={retry} />}
      <Table
        caption="Linked accounts"
        rows={consumer.connections}
        rowKey={(c) => c.id}
        empty="No linked account yet: send the end user a connect URL."
        columns={[
          { label: 'Integration', render: (c) => c.integration },
          { label: 'Name', render: (c) => c.name },
          {
            label: 'Status',
            render: (c) => <ActiveStatus status={c.status} />,
          },
          { label: 'Created', render: (c) => formatTime(c.createdOn) },
          {
            label: 'Last error',
            render: (c) =>
              c.lastError ? (
                <span className="status-bad">
                  {c.lastError.message}
                  {c.lastError.detail ? `: ${c.lastError.detail}` : ''} ({formatTime(c.lastError.occurredOn)})
                </span>
              ) : (
                'None'
              ),
          },
          {
            label: 'Operations',
            render: (c) => {
              const coverage = coverageOf(c.integrationId);
              return coverage ? <CoverageSummary coverage={coverage} /> : '—';
            },
          },
          {
            label: 'Actions',
            render: (c) => <RemoveLinkedAccount consumerId={consumer.id} connectionId={c.id} name={c.name} />,
          },
        ]}
      />
    </section>
  );
}

function EditConsumerForm(props: { id: string; initial: ConsumerFormValues; onDone: () => void }) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, update] = useMutation(UpdateConsumerMutation);
  const send = async () => {
    const { name, ...rest } = consumerInput(values);
    const answer = await update({
      input: {
        id: props.id,
        name,
        // A field emptied is cleared, not left as it was.
        email: rest.email ?? null,
        internalReference: rest.internalReference ?? null,
        redirectUrl: rest.redirectUrl ?? null,
      },
    });
    const payload = answer.data?.updateConsumer;
    if (!payload) return;
    setErrors(errorsByField(payload.userErrors));
    if (payload.consumer) props.onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  return (
    <form className="form panel" onSubmit={submit} aria-label="Edit consumer" noValidate>
      <ConsumerFields values={values} onChange={setValues} errors={errors} />
      <FormFooter
        submit="Save"
        formError={errors['']}
        failure={result.error}
        fetching={result.fetching}
        retry={send}
        onCancel={props.onDone}
      />
    </form>
  );
}

/** A new connect URL: the hosted connect page where the end user picks and connects their software. */
function ConnectSoftware(props: { consumerId: string }) {
  const [result, create] = useMutation(CreateConnectionMutation);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    const answer = await create({ input: { consumerId: props.consumerId } });
    const payload = answer.data?.createConnection;
    setUrl(payload?.connectUrl ?? null);
    setProblem(payload?.userErrors.map((e) => e.message).join(' ') || null);
  };
  return (
    <div className="connect">
      <button type="button" onClick={send} disabled={result.fetching}>
        Connect software
      </button>
      {url && <CopyValue label="Connect URL to send to the end user" value={url} />}
      {problem && <Problem error={problem} />}
      {result.error && <Problem error={result.error} retry={send} />}
    </div>
  );
}

function RemoveLinkedAccount(props: { consumerId: string; connectionId: string; name: string }) {
  const [result, remove] = useMutation(DeleteConnectionMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    const answer = await remove({
      input: { consumerId: props.consumerId, connectionId: props.connectionId },
    });
    setProblem(answer.data?.deleteConnection.userErrors.map((e) => e.message).join(' ') || null);
  };
  return (
    <>
      <ConfirmButton
        label="Remove"
        question={`Remove ${props.name}?`}
        confirmLabel="Remove linked account"
        onConfirm={send}
        busy={result.fetching}
      />
      {problem && <Problem error={problem} />}
      {result.error && <Problem error={result.error} retry={send} />}
    </>
  );
}
