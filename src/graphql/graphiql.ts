import { withMinifiedWorkers } from './graphiql-workers.js';

/**
 * GraphiQL's page (`GET /graphql` as `text/html`, served by src/http/graphiql-page.ts): the
 * package's editor, plus a sign-in form (contract §7) and example documents per API.
 *
 * The page is composed here from the parts `@graphql-yoga/render-graphiql` exports (its styles,
 * its editor bundle, its workers) rather than by its `renderGraphiQL`: that function takes only
 * options it can write as JSON into its own inline script, so no function reaches GraphiQL through
 * it. Composed here, the page's own script calls `renderYogaGraphiQL` with a `additionalHeaders`
 * function (the HTTP executor calls it for every request it sends: queries, the schema fetch,
 * the SSE stream of a subscription) that adds the bearer token of the signed-in session.
 *
 * The token lives in `sessionStorage` only (one browser tab, gone when it closes), never in
 * `localStorage`, where GraphiQL keeps its tabs and history (headers typed into the headers pane
 * are not kept either: `shouldPersistHeaders` is off). Every script is inline and allowed by its
 * hash (src/http/security-headers.ts `pagePolicy`): no inline event handler, nothing from a CDN.
 */

/** An example document, opened as a GraphiQL tab (titled by its operation name). */
export interface GraphiQLExample {
  query: string;
  /** The variables pane, as JSON text; `CONSUMER_PLACEHOLDER` is replaced by a consumer id. */
  variables?: string;
}

/**
 * The value of `consumerId` in the examples' variables until the page knows a consumer: after
 * sign-in it looks one up (`CONSUMER_LOOKUP`) and puts its id there. Plain text, so it reads the
 * same inside the JSON GraphiQL stores its tabs as.
 */
export const CONSUMER_PLACEHOLDER = 'sign in above to fill in a consumer id';

/**
 * The consumer the examples run against: the demo consumer (LINTEL_DEMO, whose internal reference
 * is `demo`; src/bootstrap.ts), else the account's first one. Written against the new schema
 * (issue 23: `consumers` is a connection with `first` and `nodes`); on the old one it answers
 * errors and the examples keep the placeholder.
 */
export const CONSUMER_LOOKUP =
  'query GraphiQLExampleConsumer { demo: consumers(first: 1, internalReference: "demo") { nodes { id } } ' +
  'first: consumers(first: 1) { nodes { id } } }';

const CONSUMER_VARIABLES = `{\n  "consumerId": "${CONSUMER_PLACEHOLDER}"\n}`;

/**
 * What GraphiQL opens with: how to sign in, then a first query. Lines stay within 42
 * characters: the editor is about 45 wide in a 1280 px window and does not wrap.
 */
export const GRAPHIQL_DEFAULT_QUERY = `# Welcome to Lintel's GraphQL API.
#
# 1. Sign in above with your API client's
#    id and secret and your account id
#    (npm start prints them).
# 2. Press the run button (or Ctrl-Enter).
# 3. The other tabs hold one example per
#    API: invoicing, POS, PMS, webhooks, a
#    mutation and the events subscription.
#
# The schema is in the Docs panel (book
# icon, top left).

query Integrations {
  integrations {
    integrationId
    name
    api
  }
}
`;

/**
 * One document per API, written against the new schema (issue 23; /work/notes/target-schema.md).
 * Lines within 42 characters, as the welcome text.
 */
export const GRAPHIQL_EXAMPLES: GraphiQLExample[] = [
  {
    query: `# Invoicing: the consumer's tax codes and
# products, through its invoicing
# connection.
query Invoicing($consumerId: ID!) {
  consumer(id: $consumerId) {
    name
    invoicing {
      taxes(first: 5) {
        totalCount
        nodes { id remoteId label rate }
      }
      products(first: 5) {
        nodes {
          id
          remoteId
          name
          unitPrice
          tax { label }
        }
      }
    }
  }
}
`,
    variables: CONSUMER_VARIABLES,
  },
  {
    query: `# POS: the modifier groups of the
# consumer's point of sale.
query Pos($consumerId: ID!) {
  consumer(id: $consumerId) {
    name
    pos {
      modifiers(first: 5) {
        totalCount
        nodes { remoteId name }
      }
    }
  }
}
`,
    variables: CONSUMER_VARIABLES,
  },
  {
    query: `# PMS: closed orders of the last 90 days
# and the tax rates of the consumer's
# property management system.
query Pms($consumerId: ID!) {
  consumer(id: $consumerId) {
    name
    pms {
      orders(first: 5, state: CLOSED) {
        totalCount
        nodes { remoteId total currency }
      }
      taxes(first: 5) {
        nodes { remoteId label rate }
      }
    }
  }
}
`,
    variables: CONSUMER_VARIABLES,
  },
  {
    query: `# Webhooks: the account's subscriptions
# and the events they can deliver.
query Webhooks {
  webhooks(first: 10) {
    totalCount
    nodes { id event url status }
  }
  webhookEventTypes { event name api }
}
`,
  },
  {
    query: `# A mutation: what the input gets wrong
# comes back in userErrors (code, message,
# field), with no product.
mutation CreateProduct($consumerId: ID!) {
  createProduct(input: {
    consumerId: $consumerId
    name: "Espresso"
    unitPrice: 2.5
    currency: "EUR"
  }) {
    product { id remoteId name }
    userErrors { code message field }
  }
}
`,
    variables: CONSUMER_VARIABLES,
  },
  {
    query: `# Events as they happen (Server-Sent
# Events). Run it, then change something
# (update a consumer, create a webhook):
# each event shows on the right. The run
# button stops it.
subscription Events {
  events { id event created consumerId }
}
`,
  },
];

/** What a new tab (the + button) opens with. */
const NEW_TAB_QUERY = '# Ctrl-Enter runs, Ctrl-Space completes.\n\n{\n  \n}\n';

/** A 16 px mark instead of the package's 150 KB icon file (six bitmaps, base64). */
const GRAPHIQL_FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23e10098'/%3E%3C/svg%3E";

/** JSON that can stand inside a `<script>`: no `</script>`, no line separators JS once refused. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The sign-in bar above the editor. Its controls are wired by `SIGN_IN_SCRIPT` (no inline
 * handlers: the page's policy allows scripts by hash only).
 */
const SIGN_IN_HTML = `<header class="lintel-auth" aria-label="Sign-in">
  <form id="lintel-sign-in" class="lintel-auth-row" autocomplete="off" hidden>
    <strong>Sign in</strong>
    <label>Client id <input name="clientId" required spellcheck="false" autocomplete="username"></label>
    <label>Client secret <input name="clientSecret" type="password" required autocomplete="current-password"></label>
    <label>Account id <input name="accountId" required spellcheck="false"></label>
    <button type="submit">Sign in</button>
    <span class="lintel-auth-note" id="lintel-sign-in-status" role="status"></span>
    <span class="lintel-auth-error" id="lintel-sign-in-error" role="alert" hidden></span>
  </form>
  <div id="lintel-signed-in" class="lintel-auth-row" hidden>
    <span id="lintel-who"></span>
    <span class="lintel-auth-note" id="lintel-examples-consumer"></span>
    <button type="button" id="lintel-sign-out">Sign out</button>
  </div>
</header>`;

/**
 * The bar takes one row (two where the window is narrow); GraphiQL fills the rest of the window
 * (the package sizes it to the whole viewport).
 */
const SIGN_IN_STYLE = `
html, body { height: 100%; margin: 0; }
body { display: flex; flex-direction: column; }
#root { flex: 1; min-height: 0; }
#root .graphiql-container { height: 100%; width: 100%; }
[hidden] { display: none !important; }
.lintel-auth { font: 13px/1.4 system-ui, sans-serif; padding: 6px 12px; border-bottom: 1px solid #ddd;
  background: #fafafa; color: #222; }
.lintel-auth-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; margin: 0; }
.lintel-auth label { display: inline-flex; align-items: center; gap: 6px; }
.lintel-auth input { font: 12px ui-monospace, monospace; width: 23em; padding: 3px 5px;
  border: 1px solid #bbb; border-radius: 3px; }
.lintel-auth button { font: inherit; padding: 3px 12px; cursor: pointer; }
.lintel-auth code { font: 12px ui-monospace, monospace; }
.lintel-auth-note { color: #555; }
.lintel-auth-error { color: #b00020; font-weight: 600; }
`;

/**
 * The page's own script: the session (sign-in, sign-out, expiry), the header every GraphiQL
 * request carries, the examples' consumer, then GraphiQL itself. Plain ES2020 for the browser,
 * kept as text (a compiled function could carry the compiler's helpers with it).
 */
const SIGN_IN_SCRIPT = `(function () {
  'use strict';
  var config = __CONFIG__;
  var SESSION = 'lintel.graphiql.session';
  // GraphiQL's own key for its tabs (its storage namespace "graphiql", key "tabState").
  var TABS = 'graphiql:tabState';
  var form = document.getElementById('lintel-sign-in');
  var signedIn = document.getElementById('lintel-signed-in');
  var who = document.getElementById('lintel-who');
  var examplesConsumer = document.getElementById('lintel-examples-consumer');
  var errorLine = document.getElementById('lintel-sign-in-error');
  var statusLine = document.getElementById('lintel-sign-in-status');
  var submit = form.querySelector('button[type=submit]');
  var notice = '';

  function readSession() {
    try {
      var s = JSON.parse(sessionStorage.getItem(SESSION) || 'null');
      return s && typeof s.token === 'string' ? s : null;
    } catch (e) {
      return null;
    }
  }
  function writeSession(s) {
    if (s) sessionStorage.setItem(SESSION, JSON.stringify(s));
    else sessionStorage.removeItem(SESSION);
  }
  /** The session while its token is valid; an expired one is forgotten (and said so). */
  function session() {
    var s = readSession();
    if (s && s.expiresOn * 1000 <= Date.now()) {
      writeSession(null);
      notice = 'Your token expired: sign in again.';
      render();
      return null;
    }
    return s;
  }
  function authHeaders() {
    var s = session();
    return s ? { Authorization: 'Bearer ' + s.token } : {};
  }

  function text(parent, value) {
    parent.appendChild(document.createTextNode(value));
  }
  function code(parent, value) {
    var c = document.createElement('code');
    c.textContent = value;
    parent.appendChild(c);
  }
  function render() {
    var s = readSession();
    form.hidden = !!s;
    signedIn.hidden = !s;
    statusLine.textContent = s ? '' : notice || 'npm start prints these three.';
    if (!s) return;
    who.textContent = '';
    text(who, 'Signed in as client ');
    code(who, s.clientId);
    text(who, ' of account ');
    code(who, s.accountId);
    text(who, ', token valid until ' + new Date(s.expiresOn * 1000).toLocaleTimeString() + '.');
    examplesConsumer.textContent = '';
    if (s.consumerId) {
      text(examplesConsumer, 'The examples use consumer ');
      code(examplesConsumer, s.consumerId);
      text(examplesConsumer, '.');
    } else if (s.consumerId === null) {
      text(examplesConsumer, 'No consumer found for the examples: create one (createConsumer), then sign in again.');
    }
  }
  function showError(message) {
    errorLine.textContent = message;
    errorLine.hidden = !message;
  }

  /** The answer of POST /token, or an Error whose message says why not. */
  function requestToken(credentials) {
    return fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(credentials),
      cache: 'no-store',
    }).then(
      function (response) {
        return response.text().then(function (body) {
          var json = null;
          try {
            json = JSON.parse(body);
          } catch (e) {}
          if (response.ok && json && typeof json.access_token === 'string') return json;
          var message = (json && json.message) || 'Sign-in failed';
          var detail = json && Array.isArray(json.detail) ? json.detail[0] : null;
          if (detail && detail.msg) message += ': ' + (detail.loc ? detail.loc.slice(-1)[0] + ' ' : '') + detail.msg;
          throw new Error(message + ' (HTTP ' + response.status + ')');
        });
      },
      function () {
        throw new Error('Lintel could not be reached.');
      },
    );
  }

  /** The id of the consumer the examples run against; null: none; undefined: unknown (see CONSUMER_LOOKUP). */
  function findExampleConsumer() {
    return fetch(config.endpoint, {
      method: 'POST',
      headers: Object.assign({ 'content-type': 'application/json', accept: 'application/json' }, authHeaders()),
      body: JSON.stringify({ query: config.consumerLookup }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        // Errors (a schema without this query) say nothing about the account's consumers.
        if (!answer || !answer.data || answer.errors) return undefined;
        var data = answer.data;
        var found = [data.demo, data.first].filter(function (c) {
          return c && Array.isArray(c.nodes) && c.nodes.length > 0;
        })[0];
        return found ? String(found.nodes[0].id) : null;
      })
      .catch(function () {
        return undefined;
      });
  }

  /** Puts the consumer id where GraphiQL's stored tabs still have the placeholder. */
  function fillStoredTabs(consumerId) {
    var stored = localStorage.getItem(TABS);
    if (!consumerId || !stored || stored.indexOf(config.placeholder) < 0) return;
    localStorage.setItem(TABS, stored.split(config.placeholder).join(consumerId));
  }
  /** The tab GraphiQL's stored state shows, if it has one. */
  function storedActiveTab() {
    try {
      var state = JSON.parse(localStorage.getItem(TABS) || 'null');
      var tab = state && Array.isArray(state.tabs) ? state.tabs[state.activeTabIndex] : null;
      return tab && typeof tab.query === 'string' ? tab : null;
    } catch (e) {
      return null;
    }
  }
  /** True when the tabs on the page still wait for a consumer id (they are filled on load). */
  function tabsNeed(consumerId) {
    var stored = localStorage.getItem(TABS);
    return stored ? stored.indexOf(config.placeholder) >= 0 : mountedWith !== consumerId;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var credentials = {
      clientId: form.elements.clientId.value.trim(),
      clientSecret: form.elements.clientSecret.value,
      accountId: form.elements.accountId.value.trim(),
    };
    showError('');
    notice = '';
    submit.disabled = true;
    statusLine.textContent = 'Signing in…';
    requestToken(credentials)
      .then(function (token) {
        form.elements.clientSecret.value = '';
        var s = {
          token: token.access_token,
          expiresOn: token.expires_on,
          clientId: credentials.clientId,
          accountId: credentials.accountId,
        };
        writeSession(s);
        return findExampleConsumer().then(function (consumerId) {
          s.consumerId = consumerId;
          writeSession(s);
          render();
          // GraphiQL reads its tabs once: the page loads again to show them with the id.
          if (consumerId && tabsNeed(consumerId)) location.reload();
        });
      })
      .catch(function (error) {
        render();
        showError(error.message);
      })
      .then(function () {
        submit.disabled = false;
      });
  });
  document.getElementById('lintel-sign-out').addEventListener('click', function () {
    var s = readSession();
    writeSession(null);
    notice = 'Signed out.';
    if (s) {
      form.elements.clientId.value = s.clientId;
      form.elements.accountId.value = s.accountId;
    }
    render();
  });

  var current = session();
  var mountedWith = current && current.consumerId ? current.consumerId : null;
  fillStoredTabs(mountedWith);
  render();

  function withConsumer(variables) {
    return variables && mountedWith ? variables.split(config.placeholder).join(mountedWith) : variables;
  }
  var tabs = [{ query: config.defaultQuery }].concat(
    config.examples.map(function (example) {
      return { query: example.query, variables: withConsumer(example.variables) || null };
    }),
  );
  // A document linked as ?query= opens first (GraphiQL skips it when it starts from these tabs);
  // the parameter is then dropped, so reloading opens the tabs as they were left.
  var url = new URL(location.href);
  var linked = url.searchParams.get('query');
  if (linked) {
    tabs.unshift({ query: linked });
    url.searchParams.delete('query');
    history.replaceState(history.state, '', url);
  }
  // GraphiQL opens (or adds) the tab holding the document it is given; without one it would add
  // an empty tab on each load: it is given the active tab of its stored state.
  var active = storedActiveTab();
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), {
    title: config.title,
    defaultQuery: config.newTabQuery,
    defaultTabs: tabs,
    query: linked || (active ? active.query : undefined),
    variables: linked ? '' : active ? active.variables || '' : undefined,
    shouldPersistHeaders: false,
    // Called by the HTTP executor for each request: the token of this moment's session.
    additionalHeaders: authHeaders,
    // Yoga writes the edited document into the URL; reloading would then add it as another tab.
    onEditQuery: function () {},
  });
})();`;

/** The parts the package inlines into its own page, loaded when the page is first rendered. */
async function packageParts() {
  return import('@graphql-yoga/render-graphiql/graphiql');
}

/**
 * GraphiQL's page; its assets are inlined from the package, not a CDN (closed networks work),
 * its editor workers minified (src/graphql/graphiql-workers.ts).
 * The package is loaded on the first page view, not at start: it holds the 9 MB bundle as a
 * string, about 27 MB of heap that a process nobody opens GraphiQL in should not carry.
 */
export async function renderGraphiQLPage(): Promise<string> {
  const { css, editorWorkerService, graphqlWorker, js, jsonWorker } = await packageParts();
  const config = {
    title: 'Lintel GraphQL',
    // Relative to /graphql, so a path prefix in front of Lintel is kept.
    endpoint: 'graphql',
    tokenUrl: 'token',
    defaultQuery: GRAPHIQL_DEFAULT_QUERY,
    newTabQuery: NEW_TAB_QUERY,
    examples: GRAPHIQL_EXAMPLES,
    placeholder: CONSUMER_PLACEHOLDER,
    consumerLookup: CONSUMER_LOOKUP,
  };
  // The package's page, as its `renderGraphiQL` writes it, less its call of `renderYogaGraphiQL`
  // (the page's own script makes it).
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${config.title}</title>
    <link rel="icon" href="${GRAPHIQL_FAVICON}" />
    <style>
      ${css}
    </style>
    <style>${SIGN_IN_STYLE}</style>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    ${SIGN_IN_HTML}
    <div id="root"></div>
    <script>
      function prepareBlob(workerContent) {
        const blob = new Blob([workerContent], { type: 'application/javascript' });
        return URL.createObjectURL(blob);
      }
      const workers = {
        editorWorkerService: prepareBlob(${JSON.stringify(editorWorkerService)}),
        json: prepareBlob(${JSON.stringify(jsonWorker)}),
        graphql: prepareBlob(${JSON.stringify(graphqlWorker)}),
      };
      self['MonacoEnvironment'] = {
        globalAPI: false,
        getWorkerUrl: function (moduleId, label) {
          return workers[label];
        },
      };
      ${js};
    </script>
    <script>${SIGN_IN_SCRIPT.replace('__CONFIG__', () => scriptJson(config))}</script>
  </body>
</html>
`;
  return withMinifiedWorkers(html);
}
