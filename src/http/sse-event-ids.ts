import type { MiddlewareHandler } from 'hono';

/**
 * Yoga's Server-Sent Events carry no `id:` field, so a reconnecting client could not say where it
 * stopped. This adds one to each `next` message whose single root field has an `id` (the
 * `events` subscription's event id), which SSE clients send back as `Last-Event-ID`.
 */

function withId(message: string): string {
  if (!message.startsWith('event: next\n')) return message;
  const data = message
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => line.slice(6))
    .join('\n');
  try {
    const payload = JSON.parse(data) as { data?: Record<string, { id?: unknown } | null> };
    const roots = Object.values(payload.data ?? {});
    const id = roots.length === 1 ? roots[0]?.id : undefined;
    return typeof id === 'string' && !/[\r\n]/.test(id) ? `id: ${id}\n${message}` : message;
  } catch {
    return message;
  }
}

function addIds(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffered = '';
  return new TransformStream({
    transform(chunk, controller) {
      buffered += decoder.decode(chunk, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        controller.enqueue(encoder.encode(`${withId(buffered.slice(0, end))}\n\n`));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
    },
    flush(controller) {
      if (buffered !== '') controller.enqueue(encoder.encode(buffered));
    },
  });
}

export function sseEventIds(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    c.res = new Response(res.body.pipeThrough(addIds()), res);
  };
}
