import {
  BOOKING_TRANSITIONS,
  HOLD,
  type Effects,
  type Transition,
} from '../../src/server/lifecycle/transitions';

// docs/lifecycle.md, written from the lifecycle's table (src/server/lifecycle/transitions.ts) by
// `npm run docs:lifecycle`; tests/unit/lifecycle-doc.test.ts fails when the file and the table differ.

const EFFECT_COLUMNS: (keyof Effects)[] = ['money', 'coupon', 'slot', 'message', 'document'];

const cell = (text: string) => text.replaceAll('|', '\\|');

function diagram(): string[] {
  const lines = ['```mermaid', 'stateDiagram-v2', `  [*] --> ${HOLD.to}: hold`];
  for (const [name, row] of Object.entries(BOOKING_TRANSITIONS) as [string, Transition][]) {
    for (const from of row.from) lines.push(`  ${from} --> ${row.to === 'same' ? from : row.to}: ${name}`);
  }
  lines.push('```');
  return lines;
}

function table(): string[] {
  const header = ['transition', 'from', 'to', 'by', 'guard', ...EFFECT_COLUMNS, 'history'];
  const rows = [
    ['hold', '—', HOLD.to, HOLD.by.join(', '), HOLD.guard, '', '', HOLD.effects.slot, '', '', HOLD.action],
    ...(Object.entries(BOOKING_TRANSITIONS) as [string, Transition][]).map(([name, row]) => [
      name,
      row.from.join(', '),
      row.to,
      row.by.join(', '),
      row.guard,
      ...EFFECT_COLUMNS.map((column) => row.effects[column] ?? ''),
      row.action,
    ]),
  ];
  return [
    '<!-- prettier-ignore -->',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map((text) => cell(text)).join(' | ')} |`),
  ];
}

export function lifecycleMarkdown(): string {
  return [
    '# The booking lifecycle',
    '',
    '<!-- Written by `npm run docs:lifecycle` from src/server/lifecycle/transitions.ts: change the table, not this file. -->',
    '',
    'Every status a booking takes, and every transition between them. Its events (one per',
    'occurrence) follow it. Each transition is run by `transition()` (src/server/lifecycle/transition.ts),',
    'which locks nothing itself: its caller has locked the booking, checked the guard, and written',
    'what the table marks as its own (a slot taken or moved, a charge recorded). The entry point then',
    'refuses a status the row does not list (409 `NOT_CHANGEABLE`), reads what its writes need (the',
    'charges a refund gives back, what the documents show), then writes the new status, the effects',
    'and one line of `booking_history` as one statement of the caller’s transaction: each of them',
    'reads the booking as it was just before. `to: same` leaves the status as it is. Refunds are',
    'decided in the transaction and sent to the provider once it has committed; messages wait in the',
    'outbox for their job (docs/business-rules.md §6).',
    '',
    ...diagram(),
    '',
    ...table(),
    '',
  ].join('\n');
}
