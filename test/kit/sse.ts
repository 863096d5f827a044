/**
 * A Server-Sent Events client for GraphQL subscriptions over yoga's SSE transport (graphql-sse
 * "distinct connections" mode): POST with `Accept: text/event-stream`, then one `next` message per
 * result. Parses the wire format itself so tests see exactly what a browser would (`id:` lines).
 */

export interface SseMessage {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** The next message, or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

export async function openSse(
  url: string,
  body: { query: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    method: 'POST',
    signal: abort.signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const queue: SseMessage[] = [];

  async function fill(deadline: number): Promise<void> {
    while (queue.length === 0) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields: Record<string, string[]> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':') || line === '') continue;
          const colon = line.indexOf(':');
          const name = line.slice(0, colon);
          fields[name] = [...(fields[name] ?? []), line.slice(colon + 1).replace(/^ /, '')];
        }
        if (!fields.event) continue; // keep-alive comments
        const data = fields.data?.join('\n') ?? '';
        queue.push({
          ...(fields.id ? { id: fields.id[0]! } : {}),
          event: fields.event[0]!,
          data: data === '' ? null : JSON.parse(data),
        });
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no SSE message in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no SSE message in time')), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the SSE stream ended');
      buffered += decoder.decode(chunk.value, { stream: true });
    }
  }

  return {
    status: res.status,
    async next(timeoutMs = 10_000) {
      await fill(Date.now() + timeoutMs);
      return queue.shift()!;
    },
    close() {
      abort.abort();
      reader.cancel().catch(() => {});
    },
  };
}
