import { useQuery } from 'urql';
import { IntegrationsQuery } from '../documents.js';
import { ActiveStatus, fromNetwork, Loading, Problem, Status, Table } from '../ui.js';

const COVERAGE_WORDS: Record<string, string> = {
  SUPPORTED: 'Supported',
  NOT_SUPPORTED: 'Not supported',
  NOT_IMPLEMENTED: 'Not implemented',
  UNDER_ANALYSIS: 'Under analysis',
};

/** How many operations a connector serves, and the list of them on demand. */
export function CoverageSummary(props: { coverage: readonly { operation: string; status: string }[] }) {
  const supported = props.coverage.filter((c) => c.status === 'SUPPORTED');
  return (
    <details>
      <summary>
        {supported.length} of {props.coverage.length} operations
      </summary>
      <ul className="coverage">
        {props.coverage.map((c) => (
          <li key={c.operation}>
            <code>{c.operation}</code>:{' '}
            <Status
              value={COVERAGE_WORDS[c.status] ?? c.status}
              tone={c.status === 'SUPPORTED' ? 'good' : 'neutral'}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function IntegrationsPage() {
  const [result, reexecute] = useQuery({ query: IntegrationsQuery });
  const integrations = result.data?.integrations;
  return (
    <section aria-labelledby="integrations-title">
      <h1 id="integrations-title">Integrations</h1>
      {result.error && <Problem error={result.error} retry={fromNetwork(reexecute)} />}
      {!integrations && result.fetching && <Loading />}
      {integrations && (
        <Table
          caption="Integrations"
          rows={integrations}
          rowKey={(i) => String(i.integrationId)}
          empty="No connector is installed."
          columns={[
            { label: 'Name', render: (i) => i.name },
            { label: 'Id', render: (i) => i.integrationId },
            { label: 'API', render: (i) => i.api },
            {
              label: 'Status',
              render: (i) => <ActiveStatus status={i.status} />,
            },
            {
              label: 'Credentials',
              render: (i) =>
                i.credentials.length === 0
                  ? 'None'
                  : i.credentials.map((c) => `${c.name}${c.optional ? ' (optional)' : ''}`).join(', '),
            },
            { label: 'Operations', render: (i) => <CoverageSummary coverage={i.operationsCoverage} /> },
          ]}
        />
      )}
    </section>
  );
}
