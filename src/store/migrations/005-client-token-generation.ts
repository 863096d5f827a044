/**
 * Revocation: every token carries its API client's generation; rotating the client's secret moves
 * the generation on, so the tokens issued before fail (deleting the client fails them all).
 */
export const sql = `
alter table api_clients add column token_generation integer not null default 0;
`;
