import type { ObjectRef } from '@pothos/core';
import { type AccountOperationId, accountOperations } from '../model/index.js';
import { accountResolvers, requireOperationScope } from '../services/account/index.js';
import type { builder, Types } from './builder.js';
import { accountDescription, accountMutationInput } from './derive.js';
import { failedPayload, parseInput, runPayload, type UserErrorSource } from './payload.js';

type MutationFieldBuilder = Parameters<Parameters<typeof builder.mutationFields>[0]>[0];
type Payload = Record<string, unknown> & { userErrors: UserErrorSource[] };

export interface AccountMutation<Answer = unknown> {
  /** The payload type (`payloadType`), and the key of its object (`consumer`, `deletedId`). */
  payload: ObjectRef<Types, Payload>;
  key: string;
  /** What the `input` argument holds. */
  input: string;
  /** The field's description, when it says more than the declaration's summary and description. */
  description?: string;
  /**
   * The payload's fields from the resolver's answer, when they are not its object alone (a
   * connection's `{connection, connectUrl}` → `{linkedAccount, connectUrl}`); `key` names the
   * field that is null when the mutation failed.
   */
  spread?(answer: Answer): Record<string, unknown>;
}

/**
 * The field of an account mutation (CONTRACT §7): one `input` (`accountMutationInput`: the
 * path parameters, the changed record's as `id`, and the body), the declared scope, the input
 * validated into `userErrors`, then the operation's resolver (`services/account`), the one REST
 * runs too; its result, or the failure a client meets, is the payload.
 */
export function accountMutationField<Answer>(
  t: MutationFieldBuilder,
  id: AccountOperationId,
  mutation: AccountMutation<Answer>,
) {
  const declaration = accountOperations[id];
  const input = accountMutationInput(declaration);
  const { key } = mutation;
  return t.field({
    type: mutation.payload,
    description: mutation.description ?? accountDescription(declaration),
    args: { input: t.arg({ type: input.type, required: true, description: mutation.input }) },
    resolve: async (_root, args, ctx) => {
      requireOperationScope(ctx, id);
      const parsed = parseInput(input.validate, args.input);
      if ('errors' in parsed) return failedPayload(key, parsed.errors);
      const resolve = accountResolvers[id] as (ctx: unknown, input: unknown, window: unknown) => unknown;
      const answer = await runPayload(key, async () => resolve(ctx, parsed.value, undefined));
      if (!mutation.spread) return answer;
      // The resolver of operation `id` answers what `spread` reads.
      const result = answer[key] as Answer | null;
      return {
        ...(result === null ? { [key]: null } : mutation.spread(result)),
        userErrors: answer.userErrors,
      };
    },
  });
}
