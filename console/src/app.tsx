import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Provider } from 'urql';
import { createConsoleClient } from './client.js';
import { ApiClientsPage } from './pages/clients.js';
import { ConsumerPage } from './pages/consumer.js';
import { ConsumersPage } from './pages/consumers.js';
import { EventsPage } from './pages/events.js';
import { IntegrationsPage } from './pages/integrations.js';
import { WebhookPage, WebhooksPage } from './pages/webhooks.js';
import { href, type Route, useRoute } from './router.js';
import {
  clearSession,
  loadSession,
  renewalAt,
  requestToken,
  type Session,
  SignInError,
  saveSession,
} from './session.js';
import { SessionContext } from './session-context.js';
import { Field } from './ui.js';

const NAV: { label: string; to: string; pages: Route['page'][] }[] = [
  { label: 'Consumers', to: href.consumers, pages: ['consumers', 'consumer'] },
  { label: 'Integrations', to: href.integrations, pages: ['integrations'] },
  { label: 'Webhooks', to: href.webhooks, pages: ['webhooks', 'webhook'] },
  { label: 'API clients', to: href.clients, pages: ['clients'] },
  { label: 'Events', to: href.events, pages: ['events'] },
];

export function App() {
  const [session, setSession] = useState<Session | null>(() => loadSession());
  /** Why the sign-in form shows while the console had a session (expired, refused). */
  const [signInReason, setSignInReason] = useState<string | null>(null);
  /** The renewal prompt: shown shortly before the token ends, or after rotating the own client. */
  const [renewal, setRenewal] = useState<null | { reason: string; newSecret?: string }>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const renewalRef = useRef(renewal);
  renewalRef.current = renewal;

  const signOut = useCallback((reason: string | null) => {
    clearSession();
    setSession(null);
    setRenewal(null);
    setSignInReason(reason);
  }, []);

  // One cache per signed-in client and account; renewing the token keeps it.
  const clientKey = session ? `${session.accountId}/${session.clientId}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client (and cache) per client and account
  const client = useMemo(
    () =>
      createConsoleClient({
        token: () => sessionRef.current?.token ?? '',
        onUnauthorized: () => {
          // After a rotation of the own client the prompt for the new secret is already up.
          if (renewalRef.current?.newSecret) return;
          signOut('Your session ended or was refused. Sign in again to go on where you were.');
        },
      }),
    [clientKey, signOut],
  );

  // Ask for the secret again shortly before the token ends; sign out when it has ended.
  useEffect(() => {
    if (!session) return;
    const now = Date.now();
    const ask = setTimeout(
      () => setRenewal((r) => r ?? { reason: 'Your session ends soon.' }),
      Math.max(0, renewalAt(session) - now),
    );
    const end = setTimeout(
      () => signOut('Your session ended. Sign in again to go on where you were.'),
      Math.max(0, session.expiresAt - now),
    );
    return () => {
      clearTimeout(ask);
      clearTimeout(end);
    };
  }, [session, signOut]);

  const signedIn = (next: Session) => {
    saveSession(next);
    setSession(next);
    setRenewal(null);
    setSignInReason(null);
  };

  if (!session) {
    return (
      <main className="sign-in">
        <h1>Lintel console</h1>
        {signInReason && <p className="notice">{signInReason}</p>}
        <SignInForm onSignedIn={signedIn} />
      </main>
    );
  }

  return (
    <SessionContext.Provider
      value={{
        session,
        rotatedOwnClient: (secret) =>
          setRenewal({
            reason:
              'You rotated the client you are signed in with: its old secret and tokens no longer work. ' +
              'Sign in again with the new secret below.',
            newSecret: secret,
          }),
      }}
    >
      <Provider value={client}>
        <Shell
          onSignOut={() => signOut(null)}
          renewal={
            renewal && (
              <section className="renewal" aria-labelledby="renewal-title">
                <h2 id="renewal-title">Sign in again</h2>
                <p>{renewal.reason}</p>
                <SignInForm
                  known={{ clientId: session.clientId, accountId: session.accountId }}
                  onSignedIn={signedIn}
                />
              </section>
            )
          }
        />
      </Provider>
    </SessionContext.Provider>
  );
}

function Shell(props: { onSignOut: () => void; renewal: ReactNode }) {
  const route = useRoute();
  return (
    <>
      <header className="top">
        <a className="brand" href={href.consumers}>
          Lintel console
        </a>
        <nav aria-label="Console">
          <ul>
            {NAV.map((item) => (
              <li key={item.label}>
                <a href={item.to} aria-current={item.pages.includes(route.page) ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="secondary" onClick={props.onSignOut}>
          Sign out
        </button>
      </header>
      {props.renewal}
      <main>
        <Page route={route} />
      </main>
    </>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'consumers':
      return <ConsumersPage />;
    case 'consumer':
      return <ConsumerPage id={route.id} />;
    case 'integrations':
      return <IntegrationsPage />;
    case 'webhooks':
      return <WebhooksPage />;
    case 'webhook':
      return <WebhookPage id={route.id} />;
    case 'clients':
      return <ApiClientsPage />;
    case 'events':
      return <EventsPage />;
  }
}

/** The sign-in form; when renewing, the client and account are known and only the secret is asked. */
function SignInForm(props: {
  known?: { clientId: string; accountId: string };
  onSignedIn: (session: Session) => void;
}) {
  const [clientId, setClientId] = useState(props.known?.clientId ?? '');
  const [accountId, setAccountId] = useState(props.known?.accountId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await requestToken({
        clientId: clientId.trim(),
        clientSecret,
        accountId: accountId.trim(),
      });
      setClientSecret('');
      props.onSignedIn(session);
    } catch (caught) {
      setError(caught instanceof SignInError ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="form">
      <Field
        label="Client id"
        name="clientId"
        value={clientId}
        onChange={setClientId}
        required
        autoComplete="username"
      />
      <Field
        label="Client secret"
        name="clientSecret"
        type="password"
        value={clientSecret}
        onChange={setClientSecret}
        required
        autoComplete="current-password"
      />
      <Field label="Account id" name="accountId" value={accountId} onChange={setAccountId} required />
      {error && (
        <p className="problem" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
