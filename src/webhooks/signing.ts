import { createHmac } from 'node:crypto';

/**
 * Signatures of a delivery (contract §3). The key is the UTF-8 bytes of the secret, or, for a
 * `whsec_` secret, the base64 decoding of the rest, so Standard Webhooks libraries verify it
 * unchanged.
 */
export function signingKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature'?: string;
  'X-Chift-Signature'?: string;
}

/** Headers for one attempt; `webhook-id` is the event id, the same on every retry. */
export function signDelivery(input: {
  eventId: string;
  timestamp: number;
  body: string;
  secret: string | null;
}): SignedHeaders {
  const headers: SignedHeaders = {
    'webhook-id': input.eventId,
    'webhook-timestamp': String(input.timestamp),
  };
  if (input.secret) {
    const key = signingKey(input.secret);
    headers['X-Chift-Signature'] = createHmac('sha256', key).update(input.body).digest('hex');
    const signed = `${input.eventId}.${input.timestamp}.${input.body}`;
    headers['webhook-signature'] = `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
  }
  return headers;
}
