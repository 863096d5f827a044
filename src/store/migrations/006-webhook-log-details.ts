/**
 * Migration 6: what a person needs to debug a delivery (issue 11): the attempt number, why no
 * HTTP answer came, the start of the receiver's answer, and when the next attempt is due. Rows
 * written before it keep nulls. Shipped: never edit it, add a new migration instead.
 */
export const sql = `
alter table webhook_logs add column attempt integer;
alter table webhook_logs add column error text;
alter table webhook_logs add column response_body text;
alter table webhook_logs add column next_attempt_at timestamptz;
`;
