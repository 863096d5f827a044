/**
 * Migration 16: the check value of the key a rotation of LINTEL_SECRET_KEY replaced (issue 31),
 * kept from the moment a process with LINTEL_SECRET_KEY_PREVIOUS makes its new key the
 * database's until the re-encryption command (`npm run rekey`) has sealed every stored value
 * with the new key. While it is set, a process must start with that key as
 * LINTEL_SECRET_KEY_PREVIOUS: values only it opens may remain. Shipped: never edit it, add a new
 * migration instead.
 */
export const sql = `
alter table secret_key_check add column previous_check_value text;
`;
