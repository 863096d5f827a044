import { randomUUID } from 'node:crypto';
import { isUuid, type Queryable } from './db.js';
import { INTERRUPTED } from './events.js';
import type { SecretBox } from './secrets.js';

export type WebhookStatus = 'active' | 'inactive';

export interface Webhook {
  id: string;
  accountId: string;
  event: string;
  url: string;
  status: WebhookStatus;
  integrationId: number | null;
  createdBy: string;
  createdAt: Date;
}

export interface WebhookLog {
  id: string;
  webhookId: string;
  accountId: string;
  event: string;
  url: string;
  httpStatus: number;
  integrationId: number | null;
  createdAt: Date;
  /** The event delivered (its `webhook-id`); null only on rows older than delivery ids. */
  eventId: string | null;
  /** This delivery's attempt number, from 1 (null on rows written before it was recorded). */
  attempt: number | null;
  /** Why no HTTP answer came (`timeout`, `connection refused`, …); null when one came. */
  error: string | null;
  /** The start of the receiver's answer (at most 1 KB). */
  responseBody: string | null;
  /** When the next attempt is due; null when this attempt settled the delivery. */
  nextAttemptAt: Date | null;
}

/** The outbox as metrics see it: deliveries not settled yet, and the age of the oldest. */
export interface DeliveryBacklog {
  pending: number;
  oldestPendingSeconds: number;
}

interface LogRow {
  id: string;
  webhook_id: string;
  account_id: string;
  event: string;
  url: string;
  http_status: number;
  integration_id: number | null;
  created_at: Date;
  event_id: string | null;
  attempt: number | null;
  error: string | null;
  response_body: string | null;
  next_attempt_at: Date | null;
}

const LOG_COLUMNS =
  'id, webhook_id, account_id, event, url, http_status, integration_id, created_at, event_id, attempt, error, response_body, next_attempt_at';

const toWebhookLog = (r: LogRow): WebhookLog => ({
  id: r.id,
  webhookId: r.webhook_id,
  accountId: r.account_id,
  event: r.event,
  url: r.url,
  httpStatus: r.http_status,
  integrationId: r.integration_id,
  createdAt: r.created_at,
  eventId: r.event_id,
  attempt: r.attempt,
  error: r.error,
  responseBody: r.response_body,
  nextAttemptAt: r.next_attempt_at,
});

interface Row {
  id: string;
  account_id: string;
  event: string;
  url: string;
  status: WebhookStatus;
  integration_id: number | null;
  created_by: string;
  created_at: Date;
}

const COLUMNS = 'id, account_id, event, url, status, integration_id, created_by, created_at';

const toWebhook = (r: Row): Webhook => ({
  id: r.id,
  accountId: r.account_id,
  event: r.event,
  url: r.url,
  status: r.status,
  integrationId: r.integration_id,
  createdBy: r.created_by,
  createdAt: r.created_at,
});

export class DuplicateWebhookError extends Error {}

/**
 * Webhook subscriptions and their delivery logs, always scoped to the owning account. An id that
 * is not a UUID names no subscription and no log.
 */
export function createWebhookStore(db: Queryable, box: SecretBox) {
  return {
    async list(accountId: string): Promise<Webhook[]> {
      const rows = await db.read<Row>(
        `select ${COLUMNS} from webhooks where account_id = $1 order by created_at, id`,
        [accountId],
      );
      return rows.map(toWebhook);
    },

    async get(accountId: string, id: string): Promise<Webhook | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.read<Row>(`select ${COLUMNS} from webhooks where id = $1 and account_id = $2`, [
        id,
        accountId,
      ]);
      return row && toWebhook(row);
    },

    /** Throws `DuplicateWebhookError` when the account already has this url and event. */
    async create(input: {
      accountId: string;
      event: string;
      url: string;
      signingSecret: string | null;
      integrationId: number | null;
      createdBy: string;
    }): Promise<Webhook> {
      const id = randomUUID();
      // The unique index decides (no check-then-insert race); a conflict returns no row.
      const [row] = await db.query<Row>(
        `insert into webhooks(id, account_id, event, url, signing_secret, integration_id, created_by)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (account_id, url, event) do nothing returning ${COLUMNS}`,
        [
          id,
          input.accountId,
          input.event,
          input.url,
          input.signingSecret === null ? null : box.seal(input.signingSecret, id),
          input.integrationId,
          input.createdBy,
        ],
      );
      if (!row) throw new DuplicateWebhookError();
      return toWebhook(row);
    },

    async update(
      accountId: string,
      id: string,
      patch: {
        url?: string | undefined;
        status?: WebhookStatus | undefined;
        signingSecret?: string | null | undefined;
      },
    ): Promise<Webhook | undefined> {
      if (!isUuid(id)) return undefined;
      const sets: string[] = ['updated_at = now()'];
      const params: unknown[] = [id, accountId];
      if (patch.url !== undefined) {
        params.push(patch.url);
        sets.push(`url = $${params.length}`);
      }
      if (patch.status !== undefined) {
        params.push(patch.status);
        sets.push(`status = $${params.length}`);
      }
      if (patch.signingSecret !== undefined) {
        params.push(patch.signingSecret === null ? null : box.seal(patch.signingSecret, id));
        sets.push(`signing_secret = $${params.length}`);
      }
      try {
        const [row] = await db.query<Row>(
          `update webhooks set ${sets.join(', ')} where id = $1 and account_id = $2 returning ${COLUMNS}`,
          params,
        );
        return row && toWebhook(row);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new DuplicateWebhookError();
        throw error;
      }
    },

    async delete(accountId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.query('delete from webhooks where id = $1 and account_id = $2 returning id', [
        id,
        accountId,
      ]);
      return rows.length > 0;
    },

    async signingSecret(id: string): Promise<string | null> {
      const [row] = await db.read<{ signing_secret: string | null }>(
        'select signing_secret from webhooks where id = $1',
        [id],
      );
      return row?.signing_secret ? box.open(row.signing_secret, id) : null;
    },

    /**
     * A window of the attempts of several subscriptions (newest first) and how many each has: two
     * queries whatever the number of subscriptions.
     */
    async logsOf(
      accountId: string,
      webhookIds: readonly string[],
      window: { offset: number; limit: number },
    ): Promise<{ logs: WebhookLog[]; total: number }[]> {
      const valid = webhookIds.filter(isUuid);
      if (valid.length === 0) return webhookIds.map(() => ({ logs: [], total: 0 }));
      const [rows, counts] = await Promise.all([
        db.read<LogRow>(
          `select ${LOG_COLUMNS} from (
             select ${LOG_COLUMNS}, row_number() over (partition by webhook_id order by created_at desc, id desc) as n
             from webhook_logs where account_id = $1 and webhook_id = any($2::uuid[])
           ) ranked where n > $3 and n <= $3 + $4 order by webhook_id, n`,
          [accountId, valid, window.offset, window.limit],
        ),
        db.read<{ webhook_id: string; total: number | string }>(
          `select webhook_id, count(*) as total from webhook_logs
           where account_id = $1 and webhook_id = any($2::uuid[]) group by webhook_id`,
          [accountId, valid],
        ),
      ]);
      const logs = new Map<string, WebhookLog[]>();
      for (const row of rows)
        logs.set(row.webhook_id, [...(logs.get(row.webhook_id) ?? []), toWebhookLog(row)]);
      const totals = new Map(counts.map((c) => [c.webhook_id, Number(c.total)]));
      return webhookIds.map((id) => {
        const key = id.toLowerCase();
        return { logs: logs.get(key) ?? [], total: totals.get(key) ?? 0 };
      });
    },

    /** One page of a subscription's attempts, newest first. */
    async logs(
      accountId: string,
      webhookId: string,
      page: { page: number; size: number } = { page: 1, size: 1000 },
    ): Promise<WebhookLog[]> {
      if (!isUuid(webhookId)) return [];
      const rows = await db.read<LogRow>(
        `select ${LOG_COLUMNS}
         from webhook_logs where webhook_id = $1 and account_id = $2
         order by created_at desc, id desc limit $3 offset $4`,
        [webhookId, accountId, page.size, (page.page - 1) * page.size],
      );
      return rows.map(toWebhookLog);
    },

    async addLog(
      input: Pick<WebhookLog, 'webhookId' | 'accountId' | 'event' | 'url' | 'httpStatus' | 'integrationId'> &
        Partial<
          Omit<WebhookLog, 'webhookId' | 'accountId' | 'event' | 'url' | 'httpStatus' | 'integrationId'>
        > & {
          deliveryId?: string;
        },
    ): Promise<string> {
      const id = input.id ?? randomUUID();
      await db.query(
        `insert into webhook_logs(id, webhook_id, account_id, event, url, http_status, integration_id, event_id,
           delivery_id, attempt, error, response_body, next_attempt_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, coalesce($14, clock_timestamp()))`,
        [
          id,
          input.webhookId,
          input.accountId,
          input.event,
          input.url,
          input.httpStatus,
          input.integrationId,
          input.eventId ?? null,
          input.deliveryId ?? null,
          input.attempt ?? null,
          input.error ?? null,
          input.responseBody ?? null,
          input.nextAttemptAt ?? null,
          input.createdAt ?? null,
        ],
      );
      return id;
    },

    /**
     * The answer of an attempt that came after its claim lapsed: the process that took the
     * delivery up logged the attempt `interrupted`; that row now says what happened. The retry
     * already under way (`next_attempt_at`) stays as it is.
     */
    async answerInterrupted(
      deliveryId: string,
      attempt: number,
      answer: Pick<WebhookLog, 'httpStatus' | 'error' | 'responseBody'>,
    ): Promise<void> {
      await db.query(
        `update webhook_logs set http_status = $3, error = $4, response_body = $5
         where delivery_id = $1 and attempt = $2 and error = $6`,
        [deliveryId, attempt, answer.httpStatus, answer.error, answer.responseBody, INTERRUPTED],
      );
    },

    /** Deliveries of every account not settled yet (metrics, read at scrape time). */
    async backlog(): Promise<DeliveryBacklog> {
      const [row] = await db.read<{ pending: number; oldest: number | null }>(
        `select count(*)::int as pending,
           extract(epoch from (now() - min(created_at)))::float8 as oldest
         from webhook_deliveries where status in ('pending', 'delivering')`,
      );
      return { pending: row?.pending ?? 0, oldestPendingSeconds: Math.max(0, row?.oldest ?? 0) };
    },

    /** The event a log row delivered (for replay), when the row belongs to the account. */
    /** One delivery attempt of the account, by its id. */
    async getLog(accountId: string, id: string): Promise<WebhookLog | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.read<LogRow>(
        `select ${LOG_COLUMNS} from webhook_logs where id = $1 and account_id = $2`,
        [id, accountId],
      );
      return row && toWebhookLog(row);
    },

    async logEvent(accountId: string, webhookId: string, logId: string): Promise<string | null | undefined> {
      if (!isUuid(webhookId) || !isUuid(logId)) return undefined;
      const [row] = await db.read<{ event_id: string | null }>(
        'select event_id from webhook_logs where id = $1 and webhook_id = $2 and account_id = $3',
        [logId, webhookId, accountId],
      );
      return row ? row.event_id : undefined;
    },

    async markSucceeded(id: string): Promise<void> {
      await db.query('update webhooks set failing_since = null where id = $1 and failing_since is not null', [
        id,
      ]);
    },

    /** Counts a failure; a subscription failing for `disableAfterMs` in a row is set inactive. */
    async markFailed(id: string, disableAfterMs: number): Promise<boolean> {
      const [row] = await db.query<{ status: string }>(
        `update webhooks set failing_since = coalesce(failing_since, now()),
           status = case when failing_since < now() - make_interval(secs => $2) then 'inactive' else status end,
           updated_at = now()
         where id = $1 returning status`,
        [id, disableAfterMs / 1000],
      );
      if (row?.status === 'inactive') await this.cancelPending(id);
      return row?.status === 'inactive';
    },

    /** A receiver answered 410 Gone: the subscription is set inactive at once. */
    async disable(id: string): Promise<void> {
      await db.query(`update webhooks set status = 'inactive', updated_at = now() where id = $1`, [id]);
      await this.cancelPending(id);
    },

    async cancelPending(id: string): Promise<void> {
      await db.query(
        `update webhook_deliveries set status = 'cancelled', updated_at = now() where webhook_id = $1 and status = 'pending'`,
        [id],
      );
    },
  };
}
