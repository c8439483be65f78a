import { describe, expect, it } from 'vitest';
import { rechargeOrder } from './recharge-order.ts';

describe('rechargeOrder', () => {
  const ids = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];

  it('puts wrong-while-sure first, then other wrong (Partial included), then the rest, each in test order', () => {
    const order = rechargeOrder(ids, [
      { questionId: 'q1', status: 'Correct', confidence: 'I KNOW IT' },
      { questionId: 'q2', status: 'Wrong', confidence: 'NO IDEA' },
      { questionId: 'q3', status: 'Wrong', confidence: 'THINK SO' },
      { questionId: 'q4', status: 'Partial', confidence: 'NOT SURE' },
      { questionId: 'q5', status: 'Partial', confidence: 'I KNOW IT' },
      { questionId: 'q6', status: 'Correct', confidence: 'NO IDEA' },
    ]);
    expect(order).toEqual(['q3', 'q5', 'q2', 'q4', 'q1', 'q6']);
  });

  it('keeps the test order when nothing was wrong, and puts questions new to the test with the rest', () => {
    expect(rechargeOrder(ids, [])).toEqual(ids);
    expect(rechargeOrder(['new', 'q2'], [{ questionId: 'q2', status: 'Wrong', confidence: 'I KNOW IT' }])).toEqual(['q2', 'new']);
  });
});
