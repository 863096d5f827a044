import { LintelError } from '../../../../errors.js';
import type { Matching, MatchingInput, MatchingResult } from '../../../../model/accounting/index.js';
import type { SandboxConnection, SandboxHandlers } from '../../kit.js';
import { KINDS, round2, type StoredMatching } from '../books.js';
import { matchedLines, nextMatchingNumber, openOf, partnerLines } from '../ledger.js';
import { newId, refuse, requirePartner, type WriteContext, writeContext } from '../write-kit.js';

/**
 * Matching entries of one partner together (an invoice with its payments): their open partner
 * lines must settle each other to the cent (contract §10: ERROR_AMOUNTS_NOT_BALANCED otherwise).
 * The matching stores which debit line each credit line settles and for how much, oldest first;
 * open amounts, outstandings and the paid status are read from it.
 */

function plan(c: WriteContext, input: MatchingInput, id: string): StoredMatching {
  requirePartner(c, input.partner_id, undefined, 'partner_id');
  const matched = matchedLines(c.books.matchings);
  const lines = input.entries.flatMap((entryId, i) => {
    const entry = c.books.entries.find((e) => e.id === entryId);
    if (!entry) throw refuse('ERROR_ENTRY_NOT_FOUND', `entries[${i}]: the folder has no entry ${entryId}`);
    if (!entry.posted)
      throw refuse('ERROR_ENTRY_HAS_INVALID_STATUS', `entries[${i}]: entry ${entryId} is a draft`);
    const open = partnerLines(c.books, entry).filter(
      (l) => l.partner_id === input.partner_id && openOf(l, matched) !== 0,
    );
    if (open.length === 0) {
      throw refuse(
        'ERROR_ENTRY_HAS_NO_ACCOUNT_RECEIVABLE_PAYABLE',
        `entries[${i}]: entry ${entryId} has nothing open for partner ${input.partner_id}`,
      );
    }
    return open.map((line) => ({ line, date: entry.date, open: openOf(line, matched) }));
  });
  if (new Set(lines.map((l) => l.line.account_number)).size > 1) {
    throw refuse('ERROR_MULTIPLE_GL_ACCOUNTS', 'entries: the lines to match are on several ledger accounts');
  }
  const balance = round2(lines.reduce((s, l) => s + l.open, 0));
  if (balance !== 0) {
    throw refuse(
      'ERROR_AMOUNTS_NOT_BALANCED',
      `entries: what is open on them does not settle to zero (${balance} left)`,
    );
  }
  // Debits and credits settled oldest first.
  const debits = lines.filter((l) => l.open > 0).sort((a, b) => a.date.localeCompare(b.date));
  const credits = lines.filter((l) => l.open < 0).sort((a, b) => a.date.localeCompare(b.date));
  const partials: StoredMatching['partials'] = [];
  let d = 0;
  for (const credit of credits) {
    let left = -credit.open;
    while (left > 0 && d < debits.length) {
      const debit = debits[d]!;
      const amount = round2(Math.min(left, debit.open));
      partials.push({ debit_line: debit.line.id, credit_line: credit.line.id, amount });
      debit.open = round2(debit.open - amount);
      left = round2(left - amount);
      if (debit.open === 0) d++;
    }
  }
  return {
    id,
    folder_id: c.books.folder.id,
    number: nextMatchingNumber(c.books),
    date: c.now.slice(0, 10),
    partials,
  };
}

async function match(
  s: SandboxConnection,
  input: MatchingInput,
  folderId: string | undefined,
  id: string,
): Promise<Matching> {
  const c = await writeContext(s, folderId);
  const matching = plan(c, input, id);
  await s.records.insert([{ kind: KINDS.matching, id, data: { ...matching } }]);
  return { matching_number: matching.number, balance: 0 };
}

export const handlers = {
  'accounting.matchings.create': (s) => (input, options) =>
    match(s, input, options?.params?.folder_id, newId('sandbox.accounting.matching', options?.writeId)),
  // Each matching is made on its own: one refused leaves the others made, and says why.
  'accounting.matchings-multiple.create': (s) => async (input, options) => {
    const results: MatchingResult[] = [];
    for (const [i, matching] of input.matchings.entries()) {
      const id = newId(
        'sandbox.accounting.matching',
        options?.writeId ? `${options.writeId}/${i}` : undefined,
      );
      try {
        const made = await match(s, matching, options?.params?.folder_id, id);
        results.push({ matching_number: made.matching_number, processed: true, error_msg: null });
      } catch (error) {
        if (!(error instanceof LintelError)) throw error;
        const refused = error;
        results.push({
          matching_number: null,
          processed: false,
          error_msg: { error_code: refused.code, message: refused.message, detail: refused.detail },
        });
      }
    }
    return results;
  },
} satisfies SandboxHandlers;
