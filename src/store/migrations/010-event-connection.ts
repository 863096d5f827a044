/**
 * Migration 10: the connection an event's record was read or written through (issue 28), so the
 * `events` subscription gives a vendor record its global id (which names the connection) and
 * reads its references through it. Null for the account's own events. An event recorded before
 * gets its consumer's one connection to the event's integration, when there is exactly one (else its
 * data is served as null). Shipped: never edit it, add a new migration instead.
 */
export const sql = `
alter table webhook_events add column connection_id uuid;
update webhook_events e
   set connection_id = (select c.id from connections c
                         where c.consumer_id = e.consumer_id and c.integration_id = e.integration_id)
 where e.event not like 'account.%'
   and (select count(*) from connections c
         where c.consumer_id = e.consumer_id and c.integration_id = e.integration_id) = 1;
`;
