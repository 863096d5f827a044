/**
 * What `npm start` prints once listening: where everything is, the bootstrap credentials, the
 * lines that set up a shell (`B`, `C`, `field`, `TOKEN`, `H`: what the README's examples use) and
 * a first REST and GraphQL call. The README test runs the shell lines as printed here.
 */

/**
 * `field NAME` (or `field items.0.id`): that value of the JSON answer on stdin; an answer without
 * it (an error body, or nothing) is printed on stderr and the function fails, so a failed call
 * stops there instead of leaving an empty variable for the next one.
 */
export const FIELD_FUNCTION =
  `field() { node -e 'const b = require("fs").readFileSync(0, "utf8"); let v; ` +
  `try { v = process.argv[1].split(".").reduce((o, k) => o?.[k], JSON.parse(b)); } catch {} ` +
  `if (v === undefined || v === null) { console.error(b || "(no answer)"); process.exit(1); } ` +
  `console.log(v);' "$1"; }`;

export interface ShellSetup {
  base: string;
  accountId: string;
  clientId: string;
  /** The secret as the body shows it: the real one on a first start, a placeholder after. */
  secretInBody: string;
  demoConsumerId: string | null;
}

/** The lines that set up a shell for the README's examples, as printed (unindented). */
export function shellSetupLines(setup: ShellSetup): string[] {
  const lines = [`B=${setup.base}`];
  if (setup.demoConsumerId) lines.push(`C=${setup.demoConsumerId}`);
  lines.push(
    FIELD_FUNCTION,
    `TOKEN=$(curl -sS -X POST "$B/token" -H 'content-type: application/json' \\`,
    `  -d '{"clientId":"${setup.clientId}","clientSecret":"${setup.secretInBody}","accountId":"${setup.accountId}"}' | field access_token)`,
    `H="Authorization: Bearer $TOKEN"`,
  );
  return lines;
}

/** A first REST call and the same through GraphQL, as printed (unindented). */
export function firstCallLines(hasDemoConsumer: boolean): string[] {
  if (!hasDemoConsumer) {
    return [
      `curl -sS "$B/consumers" -H "$H"`,
      `curl -sS "$B/graphql" -H "$H" -H 'content-type: application/json' \\`,
      `  -d '{"query":"{ consumers(first: 3) { nodes { id name } } }"}'`,
    ];
  }
  return [
    `curl -sS "$B/consumers/$C/invoicing/taxes?size=3" -H "$H"`,
    `curl -sS "$B/graphql" -H "$H" -H 'content-type: application/json' \\`,
    `  -d '{"query":"query ($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 3) { nodes { label rate } } } } }","variables":{"id":"'$C'"}}'`,
  ];
}

export interface BannerFacts {
  base: string;
  database: string;
  workers: string;
  /** The GraphiQL line: its URL, or why it is off. */
  graphiql: string;
  accountId: string;
  clientId: string;
  /** The client secret line: the secret, or where it comes from. */
  secretLine: string;
  secretInBody: string;
  demoConsumerId: string | null;
}

/** The whole banner. */
export function bannerText(facts: BannerFacts): string {
  const indent = (lines: string[]) => lines.map((line) => `  ${line}`);
  const lines = [
    '',
    `Lintel is running on ${facts.base}  (database: ${facts.database})`,
    `  Workers:       ${facts.workers}`,
    `  Landing page:  ${facts.base}/`,
    `  API reference: ${facts.base}/docs`,
    `  GraphiQL:      ${facts.graphiql}`,
    `  Console:       ${facts.base}/console`,
    `  Account id:    ${facts.accountId}`,
    `  Client id:     ${facts.clientId}`,
    `  Client secret: ${facts.secretLine}`,
  ];
  if (facts.demoConsumerId)
    lines.push(`  Demo consumer: ${facts.demoConsumerId} (Sandbox invoicing, POS, PMS and accounting)`);
  lines.push(
    '',
    "Set up a shell (the README's examples use B, C, H and field):",
    ...indent(shellSetupLines(facts)),
    '',
    'Then a first call, REST and GraphQL:',
    ...indent(firstCallLines(facts.demoConsumerId !== null)),
  );
  return `${lines.join('\n')}\n\n`;
}
