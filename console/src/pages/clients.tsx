import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  ApiClientsQuery,
  CreateApiClientMutation,
  DeleteApiClientMutation,
  RotateApiClientMutation,
} from '../documents.js';
import { useSession } from '../session-context.js';
import {
  ConfirmButton,
  CopyValue,
  errorsByField,
  Field,
  FormFooter,
  formatTime,
  fromNetwork,
  Loading,
  Problem,
  Table,
} from '../ui.js';

export function ApiClientsPage() {
  const [result, reexecute] = useQuery({ query: ApiClientsQuery });
  const [creating, setCreating] = useState(false);
  /** The secret just made (created or rotated): shown once, here only. */
  const [secret, setSecret] = useState<null | {
    name: string;
    clientId: string;
    value: string;
    own: boolean;
  }>(null);
  const { session, rotatedOwnClient } = useSession();
  const clients = result.data?.apiClients?.edges.map((e) => e.node);

  return (
    <section aria-labelledby="clients-title">
      <div className="page-head">
        <h1 id="clients-title">API clients</h1>
        <button type="button" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
          New API client
        </button>
      </div>
      {secret && (
        <div className="panel secret" role="status">
          <p>
            The secret of <strong>{secret.name}</strong> ({secret.clientId}) is shown only now: copy it and
            keep it safe.
            {secret.own &&
              ' You are signed in with this client: you will sign in again with this new secret.'}
          </p>
          <CopyValue label="Client secret" value={secret.value} />
          <button type="button" className="secondary" onClick={() => setSecret(null)}>
            Done
          </button>
        </div>
      )}
      {creating && (
        <NewClientForm
          onCreated={(name, clientId, value) => {
            setCreating(false);
            setSecret({ name, clientId, value, own: false });
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {result.error && <Problem error={result.error} retry={fromNetwork(reexecute)} />}
      {!clients && result.fetching && <Loading />}
      {clients && (
        <Table
          caption="API clients"
          rows={clients}
          rowKey={(c) => c.id}
          empty="No API client."
          columns={[
            {
              label: 'Name',
              render: (c) => (
                <>
                  {c.name}
                  {c.clientId === session.clientId && <small> (you are signed in with it)</small>}
                </>
              ),
            },
            { label: 'Client id', render: (c) => <code className="wrap">{c.clientId}</code> },
            { label: 'Scopes', render: (c) => c.scopes.join(', ') || '—' },
            { label: 'Created', render: (c) => formatTime(c.createdOn) },
            { label: 'Last used', render: (c) => (c.lastUsedOn ? formatTime(c.lastUsedOn) : 'Never') },
            {
              label: 'Actions',
              render: (c) => (
                <ClientActions
                  clientId={c.clientId}
                  name={c.name}
                  own={c.clientId === session.clientId}
                  onRotated={(value) => {
                    const own = c.clientId === session.clientId;
                    setSecret({ name: c.name, clientId: c.clientId, value, own });
                    if (own) rotatedOwnClient(value);
                  }}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

function ClientActions(props: {
  clientId: string;
  name: string;
  own: boolean;
  onRotated: (secret: string) => void;
}) {
  const [rotated, rotate] = useMutation(RotateApiClientMutation);
  const [deleted, remove] = useMutation(DeleteApiClientMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const sendRotate = async () => {
    const answer = await rotate({ input: { clientId: props.clientId } });
    const payload = answer.data?.rotateApiClient;
    setProblem(payload?.userErrors.map((e) => e.message).join(' ') || null);
    if (payload?.clientSecret) props.onRotated(payload.clientSecret);
  };
  const sendDelete = async () => {
    const answer = await remove({ input: { clientId: props.clientId } });
    setProblem(answer.data?.deleteApiClient.userErrors.map((e) => e.message).join(' ') || null);
  };
  return (
    <div className="actions">
      <ConfirmButton
        label="Rotate"
        question={
          props.own
            ? `Rotate ${props.name}? You are signed in with it: its tokens stop working and you sign in again with the new secret.`
            : `Rotate ${props.name}? Its old secret and tokens stop working.`
        }
        confirmLabel="Rotate secret"
        onConfirm={sendRotate}
        busy={rotated.fetching}
      />
      <ConfirmButton
        label="Delete"
        question={`Delete ${props.name}?`}
        confirmLabel="Delete client"
        onConfirm={sendDelete}
        busy={deleted.fetching}
      />
      {problem && <Problem error={problem} />}
      {rotated.error && <Problem error={rotated.error} retry={sendRotate} />}
      {deleted.error && <Problem error={deleted.error} retry={sendDelete} />}
    </div>
  );
}

function NewClientForm(props: {
  onCreated: (name: string, clientId: string, secret: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, create] = useMutation(CreateApiClientMutation);
  const send = async () => {
    const list = scopes
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const answer = await create({ input: { name, ...(list.length ? { scopes: list } : {}) } });
    const payload = answer.data?.createApiClient;
    if (!payload) return;
    setErrors(errorsByField(payload.userErrors));
    if (payload.apiClient && payload.clientSecret) {
      props.onCreated(payload.apiClient.name, payload.apiClient.clientId, payload.clientSecret);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="new-client-title" noValidate>
      <h2 id="new-client-title">New API client</h2>
      <Field label="Name" name="name" value={name} onChange={setName} error={errors.name} />
      <Field
        label="Scopes"
        name="scopes"
        value={scopes}
        onChange={setScopes}
        error={errors.scopes}
        hint="Separated by commas; empty gives every scope of your own token"
      />
      <FormFooter
        submit="Create client"
        formError={errors['']}
        failure={result.error}
        fetching={result.fetching}
        retry={send}
        onCancel={props.onCancel}
      />
    </form>
  );
}
