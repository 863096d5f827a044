import type { ObjectRef } from '@pothos/core';
import type { AccountOperation } from '../model/index.js';
import type { builder, Types } from './builder.js';
import { type RequestContext, requireScope } from './context.js';
import { accountDescription, accountMutationInput } from './derive.js';
import { failedPayload, parseInput, runPayload, type UserErrorSource } from './payload.js';

type MutationFieldBuilder = Parameters<Parameters<typeof builder.mutationFields>[0]>[0];
type Payload = Record<string, unknown> & { userErrors: UserErrorSource[] };

export interface AccountMutation<Input, T> {
  /** The payload type (`payloadType`), and the key of its object (`consumer`, `deletedId`). */
  payload: ObjectRef<Types, Payload>;
  key: string;
  /** What the `input` argument holds. */
  input: string;
  /** The field's description, when it says more than the declaration's summary and description. */
  description?: string;
  /** `run`'s result is the payload's fields (`{linkedAccount, connectUrl}`) rather than its object. */
  spread?: boolean;
  /** The work, given the input in REST spelling (path parameters and body fields). */
  run(input: Input, ctx: RequestContext): Promise<T>;
}

/**
 * The field of an account mutation (CONTRACT §7): one `input` (`accountMutationInput`: the
 * path parameters, the changed record's as `id`, and the body), the declared scope, the input
 * validated into `userErrors`, then `run`; its result, or the failure a client meets, is the
 * payload.
 */
export function accountMutationField<Input, T>(
  t: MutationFieldBuilder,
  declaration: AccountOperation,
  mutation: AccountMutation<Input, T>,
) {
  const input = accountMutationInput(declaration);
  const { key } = mutation;
  return t.field({
    type: mutation.payload,
    description: mutation.description ?? accountDescription(declaration),
    args: { input: t.arg({ type: input.type, required: true, description: mutation.input }) },
    resolve: async (_root, args, ctx) => {
      if (declaration.scope) requireScope(ctx, declaration.scope);
      const parsed = parseInput(input.validate, args.input);
      if ('errors' in parsed) return failedPayload(key, parsed.errors);
      const answer = await runPayload(ctx, key, () => mutation.run(parsed.value as Input, ctx));
      if (!mutation.spread) return answer;
      const result = answer[key] as Record<string, unknown> | null;
      return { ...(result ?? { [key]: null }), userErrors: answer.userErrors };
    },
  });
}
