import type { ConnectorDefinition, CredentialField } from '../connectors/connector.js';
import { escapeHtml } from '../html.js';
import { pagePolicy } from '../http/security-headers.js';

/**
 * The connect page's HTML: plain server-rendered pages that work without JavaScript. The one
 * small stylesheet is inline, allowed by its hash in the page's Content-Security-Policy; logos
 * come from Lintel itself (`/integrations/{id}/logo.svg`).
 */

const STYLE = [
  ':root{color-scheme:light;--ink:#1d2330;--muted:#5b6475;--line:#d8dce4;--accent:#2f5bea;--bad:#b42318}',
  'body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:#f6f7f9;margin:0}',
  'main{max-width:40rem;margin:2.5rem auto;padding:1.5rem 1.75rem;background:#fff;border:1px solid var(--line);border-radius:12px}',
  'h1{font-size:1.35rem;margin:0 0 .25rem}h2{font-size:1rem;color:var(--muted);margin:1.5rem 0 .5rem}',
  'p.lead{color:var(--muted);margin:0 0 1rem}',
  'ul.picks{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.75rem}',
  'ul.picks a{display:block;padding:.75rem;border:1px solid var(--line);border-radius:10px;color:inherit;text-decoration:none}',
  'ul.picks a:hover,ul.picks a:focus{border-color:var(--accent);outline:none}',
  'ul.picks img,.brand img{display:block;width:100%;max-width:12rem;height:auto}',
  'ul.picks small{display:block;color:var(--muted);font-size:.8rem;margin-top:.4rem}',
  '.brand{margin:0 0 1rem}.brand img{max-width:9rem}',
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  'input[type=text],input[type=password],input[type=url]{box-sizing:border-box;width:100%;padding:.55rem .65rem;font:inherit;border:1px solid var(--line);border-radius:8px}',
  'input:focus{outline:2px solid var(--accent);outline-offset:1px}',
  '.hint{color:var(--muted);font-size:.85rem;margin:.2rem 0 0}',
  '.field-error{color:var(--bad);font-size:.9rem;margin:.25rem 0 0}',
  '[aria-invalid=true]{border-color:var(--bad)!important}',
  '.alert{border:1px solid var(--bad);background:#fef3f2;color:var(--bad);border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}',
  '.ok{border:1px solid #067647;background:#ecfdf3;color:#067647;border-radius:8px;padding:.75rem 1rem}',
  'button{margin-top:1.5rem;padding:.6rem 1.4rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:8px;cursor:pointer}',
  'a.back{display:inline-block;margin-top:1rem;color:var(--muted)}',
  'footer{max-width:40rem;margin:0 auto 2rem;color:var(--muted);font-size:.8rem;text-align:center}',
].join('');

export interface PageOptions {
  status: number;
  title: string;
  body: string;
  /** Origins besides Lintel's a form of the page may end up at (a 303 to the consumer's redirect_url). */
  formTargets?: string[];
}

/** A complete page, with its own security policy (the form may be redirected to `formTargets`). */
export function renderPage(options: PageOptions): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(options.title)} · Lintel</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(options.title)}</h1>${options.body}</main>` +
    '<footer>Connected through Lintel</footer></body></html>';
  return new Response(html, {
    status: options.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The page holds a link that works until it expires: keep it out of caches and referrers.
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'content-security-policy': pagePolicy(html, { formTargets: options.formTargets ?? [] }),
      'x-frame-options': 'DENY',
    },
  });
}

export function messagePage(status: number, title: string, text: string): Response {
  return renderPage({ status, title, body: `<p class="lead">${escapeHtml(text)}</p>` });
}

export interface PickerGroup {
  api: string;
  integrations: ConnectorDefinition[];
}

/** Every integration the link offers, grouped by API, each a link to its form. */
export function pickerPage(consumerName: string, groups: PickerGroup[]): Response {
  const sections = groups
    .map(
      (group) =>
        `<h2>${escapeHtml(group.api)}</h2><ul class="picks">` +
        group.integrations
          .map(
            (d) =>
              `<li><a href="?integrationid=${d.integrationId}" aria-label="${escapeHtml(d.name)}">` +
              `<img src="/integrations/${d.integrationId}/logo.svg" alt="" width="240" height="64">` +
              `<small>${escapeHtml(d.description)}</small></a></li>`,
          )
          .join('') +
        '</ul>',
    )
    .join('');
  const body =
    `<p class="lead">Choose the software ${escapeHtml(consumerName)} uses.</p>` +
    (sections || '<p>No software can be connected with this link.</p>');
  return renderPage({ status: 200, title: 'Connect your software', body });
}

export interface FormState {
  consumerName: string;
  definition: ConnectorDefinition;
  /** A new connection, or new credentials for an existing one (a PATCH link). */
  mode: 'create' | 'update';
  /**
   * What the page calls it: a new connection ("Connect …"), which may already exist when the API
   * created it without credentials (a Sandbox), or an existing one ("Update the connection to …").
   */
  isNew: boolean;
  csrf: string;
  /** Sent back with the form when the user picked the integration on the page. */
  integrationId: number | null;
  /** Values shown in the fields: never a secret field's. */
  values: Record<string, string>;
  /** A problem with the whole form, in plain words. */
  problem?: string;
  /** Problems of single fields, by credential name. */
  fieldProblems?: Record<string, string>;
  /** The link came without an integration: offer a way back to the list. */
  canGoBack: boolean;
  status?: number;
  formTargets?: string[];
}

/** Whether the page masks a field and never writes its value back (absent: secret). */
export function isSecret(field: CredentialField): boolean {
  return field.secret ?? true;
}

function fieldHtml(field: CredentialField, state: FormState): string {
  const id = `f-${field.name}`;
  const secret = isSecret(field);
  const problem = state.fieldProblems?.[field.name];
  // On a PATCH link an empty secret keeps the stored one, so it is not required there.
  const required = !field.optional && !(secret && state.mode === 'update');
  const hintText =
    secret && state.mode === 'update' ? 'Leave empty to keep the current one.' : (field.hint ?? '');
  const described = [hintText ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  const value = secret ? '' : (state.values[field.name] ?? '');
  return (
    `<label for="${id}">${escapeHtml(field.label ?? field.name)}${field.optional ? ' (optional)' : ''}</label>` +
    `<input id="${id}" name="credentials.${escapeHtml(field.name)}" ` +
    `type="${secret ? 'password' : 'text'}" autocomplete="${secret ? 'new-password' : 'off'}" ` +
    'spellcheck="false" autocapitalize="off" ' +
    (secret ? '' : `value="${escapeHtml(value)}" `) +
    (required ? 'required ' : '') +
    (problem ? 'aria-invalid="true" ' : '') +
    (described ? `aria-describedby="${described}" ` : '') +
    '>' +
    (hintText ? `<p class="hint" id="${id}-hint">${escapeHtml(hintText)}</p>` : '') +
    (problem ? `<p class="field-error" id="${id}-error">${escapeHtml(problem)}</p>` : '')
  );
}

/** The credential form of one integration. */
export function formPage(state: FormState): Response {
  const d = state.definition;
  const verb = state.isNew ? 'Connect' : 'Update the connection to';
  const intro =
    d.credentials.length === 0
      ? `${d.name} needs no credentials: confirm to connect it for ${state.consumerName}.`
      : `Enter the details of ${state.consumerName}'s ${d.name}. Lintel checks them with ${d.name} before saving them.`;
  const body =
    `<div class="brand"><img src="/integrations/${d.integrationId}/logo.svg" alt="${escapeHtml(d.name)}" width="240" height="64"></div>` +
    `<p class="lead">${escapeHtml(intro)}</p>` +
    (state.problem ? `<div class="alert" role="alert">${escapeHtml(state.problem)}</div>` : '') +
    // No action: the form posts to the page's own address, the signed link.
    '<form method="post">' +
    `<input type="hidden" name="csrf" value="${escapeHtml(state.csrf)}">` +
    (state.integrationId !== null
      ? `<input type="hidden" name="integrationid" value="${state.integrationId}">`
      : '') +
    d.credentials.map((field) => fieldHtml(field, state)).join('') +
    `<button type="submit">${state.isNew ? 'Connect' : 'Save'}</button>` +
    '</form>' +
    (state.canGoBack ? '<a class="back" href="?">Choose other software</a>' : '');
  return renderPage({
    status: state.status ?? 200,
    title: `${verb} ${d.name}`,
    body,
    ...(state.formTargets ? { formTargets: state.formTargets } : {}),
  });
}

export function donePage(definition: ConnectorDefinition, mode: 'create' | 'update'): Response {
  const what = mode === 'create' ? 'is connected' : 'connection is updated';
  return renderPage({
    status: 200,
    title: `${definition.name} ${what}`,
    body: `<p class="ok" role="status">All set: ${escapeHtml(definition.name)} ${what}. You can close this page.</p>`,
  });
}
