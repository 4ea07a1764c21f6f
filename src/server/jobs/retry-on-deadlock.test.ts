import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './retry-on-deadlock';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryOnDeadlock', () => {
  it('runs the operation again after a deadlock, and answers what it finally answers', async () => {
    let calls = 0;
    const answer = await retryOnDeadlock(async () => {
      calls++;
      if (calls < 3) throw deadlock();
      return 'created';
    }, 1);
    expect(answer).toBe('created');
    expect(calls).toBe(3);
  });

  it('gives up after five deadlocks, and never retries another error', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw deadlock();
      }, 1),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(5);
    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw Object.assign(new Error('permission denied'), { code: '42501' });
      }, 1),
    ).rejects.toThrow('permission denied');
    expect(calls).toBe(1);
  });
});
