import { type FormEvent, useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ConsumersQuery, CreateConsumerMutation } from '../documents.js';
import { href, navigate } from '../router.js';
import { errorsByField, Field, FormFooter, fromNetwork, Loading, Problem, Table } from '../ui.js';

const PAGE_SIZE = 25;

export function ConsumersPage() {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [after, setAfter] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  // The list follows the Search box a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      setApplied(search.trim());
      setAfter(null);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  const [result, reexecute] = useQuery({
    query: ConsumersQuery,
    variables: { search: applied || null, first: PAGE_SIZE, after },
  });
  const connection = result.data?.consumers;
  const rows = connection?.edges.map((e) => e.node) ?? [];

  return (
    <section aria-labelledby="consumers-title">
      <div className="page-head">
        <h1 id="consumers-title">Consumers</h1>
        <button type="button" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
          New consumer
        </button>
      </div>
      {creating && <NewConsumerForm onCancel={() => setCreating(false)} />}
      <div className="field search">
        <label htmlFor="consumer-search">Search</label>
        <input
          id="consumer-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, email or reference"
        />
      </div>
      {result.error && !connection && <Problem error={result.error} retry={fromNetwork(reexecute)} />}
      {result.fetching && !connection && <Loading />}
      {connection && (
        <>
          <p className="count">
            {connection.totalCount} consumer{connection.totalCount === 1 ? '' : 's'}
          </p>
          <Table
            caption="Consumers"
            rows={rows}
            rowKey={(c) => c.id}
            empty={applied ? `No consumer matches “${applied}”.` : 'No consumer yet.'}
            columns={[
              { label: 'Name', render: (c) => <a href={href.consumer(c.id)}>{c.name}</a> },
              { label: 'Email', render: (c) => c.email ?? '—' },
              { label: 'Internal reference', render: (c) => c.internalReference ?? '—' },
            ]}
          />
          {result.error && <Problem error={result.error} retry={fromNetwork(reexecute)} />}
          {connection.pageInfo.hasNextPage && (
            <button
              type="button"
              className="secondary"
              disabled={result.fetching}
              onClick={() => setAfter(connection.pageInfo.endCursor ?? null)}
            >
              Show more
            </button>
          )}
        </>
      )}
    </section>
  );
}

export interface ConsumerFormValues {
  name: string;
  email: string;
  internalReference: string;
  redirectUrl: string;
}

/** The fields of a consumer, with the userErrors beside the field each names. */
export function ConsumerFields(props: {
  values: ConsumerFormValues;
  onChange: (values: ConsumerFormValues) => void;
  errors: Record<string, string>;
}) {
  const set = (key: keyof ConsumerFormValues) => (value: string) =>
    props.onChange({ ...props.values, [key]: value });
  return (
    <>
      <Field
        label="Name"
        name="name"
        value={props.values.name}
        onChange={set('name')}
        error={props.errors.name}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        value={props.values.email}
        onChange={set('email')}
        error={props.errors.email}
      />
      <Field
        label="Internal reference"
        name="internalReference"
        value={props.values.internalReference}
        onChange={set('internalReference')}
        error={props.errors.internalReference}
      />
      <Field
        label="Redirect URL"
        name="redirectUrl"
        type="url"
        value={props.values.redirectUrl}
        onChange={set('redirectUrl')}
        error={props.errors.redirectUrl}
        hint="Where the connect page sends the end user when done"
      />
    </>
  );
}

/** Empty optional fields are left out (not sent as empty strings). */
export function consumerInput(values: ConsumerFormValues) {
  return {
    name: values.name,
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
    ...(values.internalReference.trim() ? { internalReference: values.internalReference.trim() } : {}),
    ...(values.redirectUrl.trim() ? { redirectUrl: values.redirectUrl.trim() } : {}),
  };
}

function NewConsumerForm(props: { onCancel: () => void }) {
  const [values, setValues] = useState<ConsumerFormValues>({
    name: '',
    email: '',
    internalReference: '',
    redirectUrl: '',
  });
  const [result, create] = useMutation(CreateConsumerMutation);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = async () => {
    const answer = await create({ input: consumerInput(values) });
    const payload = answer.data?.createConsumer;
    if (!payload) return;
    setErrors(errorsByField(payload.userErrors));
    if (payload.consumer) navigate(href.consumer(payload.consumer.id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className="form panel" onSubmit={submit} aria-labelledby="new-consumer-title" noValidate>
      <h2 id="new-consumer-title">New consumer</h2>
      <ConsumerFields values={values} onChange={setValues} errors={errors} />
      <FormFooter
        submit="Create consumer"
        formError={errors['']}
        failure={result.error}
        fetching={result.fetching}
        retry={send}
        onCancel={props.onCancel}
      />
    </form>
  );
}
