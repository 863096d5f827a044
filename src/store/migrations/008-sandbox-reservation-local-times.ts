/**
 * Migration 8: reservation times of the Sandbox PMS orders in the hotel's local time without zone
 * designator (contract §0). Versions before 0.1.0 wrote them with the hotel's UTC offset
 * (`2023-04-23T16:00:00+02:00`), which already was its wall-clock time: dropping the designator
 * gives what the seed writes today. Until now they were read without it (a fix at every read);
 * the rows are fixed once instead. Shipped: never edit it, add a new migration instead.
 */
export const sql = `
update sandbox_records
set data = jsonb_set(
  data,
  '{reservation}',
  (data->'reservation') || (
    select coalesce(jsonb_object_agg(
      field,
      regexp_replace(data->'reservation'->>field, '(Z|[+-][0-9]{2}(:?[0-9]{2})?)$', '', 'i')
    ), '{}'::jsonb)
    from unnest(array['start_date', 'end_date', 'creation_date']) as field
    where data->'reservation'->>field ~* 'T[0-9]{2}:[0-9]{2}.*(Z|[+-][0-9]{2}(:?[0-9]{2})?)$'
  )
)
where kind = 'pms_order'
  and jsonb_typeof(data->'reservation') = 'object'
  and (
    data->'reservation'->>'start_date' ~* 'T[0-9]{2}:[0-9]{2}.*(Z|[+-][0-9]{2}(:?[0-9]{2})?)$'
    or data->'reservation'->>'end_date' ~* 'T[0-9]{2}:[0-9]{2}.*(Z|[+-][0-9]{2}(:?[0-9]{2})?)$'
    or data->'reservation'->>'creation_date' ~* 'T[0-9]{2}:[0-9]{2}.*(Z|[+-][0-9]{2}(:?[0-9]{2})?)$'
  );
`;
