import {
  SUBSCRIPTION_EVENTS,
  SUBSCRIPTION_STATUSES,
  type TSubscriptionEvent,
  type TSubscriptionStatus,
} from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { canMove, nextStatus, transition } from './subscription-state.ts';

type Row = [TSubscriptionStatus, TSubscriptionEvent, TSubscriptionStatus | null];

// Every (status, event) pair, written out: a change to the machine must change this table.
const TABLE: Row[] = [
  ['INCOMPLETE', 'ACTIVATE', 'ACTIVE'],
  ['INCOMPLETE', 'EXTEND', null],
  ['INCOMPLETE', 'CANCEL', 'CANCELED'],
  ['INCOMPLETE', 'RENEW', null],
  ['INCOMPLETE', 'PAYMENT_FAILED', null],
  ['INCOMPLETE', 'EXPIRE', null],
  ['INCOMPLETE', 'GRACE_ENDED', null],
  ['ACTIVE', 'ACTIVATE', 'ACTIVE'],
  ['ACTIVE', 'EXTEND', 'ACTIVE'],
  ['ACTIVE', 'CANCEL', 'CANCELED'],
  ['ACTIVE', 'RENEW', 'ACTIVE'],
  ['ACTIVE', 'PAYMENT_FAILED', 'PAST_DUE'],
  ['ACTIVE', 'EXPIRE', 'CANCELED'],
  ['ACTIVE', 'GRACE_ENDED', null],
  ['PAST_DUE', 'ACTIVATE', 'ACTIVE'],
  ['PAST_DUE', 'EXTEND', 'ACTIVE'],
  ['PAST_DUE', 'CANCEL', 'CANCELED'],
  ['PAST_DUE', 'RENEW', 'ACTIVE'],
  ['PAST_DUE', 'PAYMENT_FAILED', null],
  ['PAST_DUE', 'EXPIRE', null],
  ['PAST_DUE', 'GRACE_ENDED', 'CANCELED'],
  ['CANCELED', 'ACTIVATE', 'ACTIVE'],
  ['CANCELED', 'EXTEND', null],
  ['CANCELED', 'CANCEL', null],
  ['CANCELED', 'RENEW', null],
  ['CANCELED', 'PAYMENT_FAILED', null],
  ['CANCELED', 'EXPIRE', null],
  ['CANCELED', 'GRACE_ENDED', null],
];

describe('subscription state machine', () => {
  it('the table covers every status and event', () => {
    expect(TABLE).toHaveLength(SUBSCRIPTION_STATUSES.length * SUBSCRIPTION_EVENTS.length);
  });

  it.each(TABLE)('%s + %s -> %s', (from, event, to) => {
    expect(transition(from, event)).toBe(to);
    if (to) expect(nextStatus(from, event)).toBe(to);
    else
      expect(() => nextStatus(from, event)).toThrow(
        expect.objectContaining({ code: 'INVALID_TRANSITION', statusCode: 409 }),
      );
  });

  it.each([
    ['CANCELED', 'PAST_DUE', false],
    ['CANCELED', 'INCOMPLETE', false],
    ['ACTIVE', 'INCOMPLETE', false],
    ['PAST_DUE', 'PAST_DUE', false],
    ['ACTIVE', 'PAST_DUE', true],
    ['PAST_DUE', 'CANCELED', true],
    ['CANCELED', 'ACTIVE', true],
  ] as const)('moves %s to %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });
});
