/**
 * Migration 15: when the attempt a claim stands for started (issue 31). A claim is a short lease
 * renewed while its attempt runs; a process killed mid-attempt stops renewing, and whoever takes
 * the delivery up again logs the lost attempt (`httpstatus` 0, `interrupted`) as made at this
 * time. Null when no attempt is under way. Shipped: never edit it, add a new migration instead.
 */
export const sql = `
alter table webhook_deliveries add column attempt_started_at timestamptz;
`;
