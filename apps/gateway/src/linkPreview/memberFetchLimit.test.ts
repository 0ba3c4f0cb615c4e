import { LINK_PREVIEW_LIMITS } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { createMemberFetchLimit } from './memberFetchLimit.ts';

describe('createMemberFetchLimit (DECISIONS.md "Link previews: a member\'s fetches are limited")', () => {
  it('takes 30 fetches a minute per member, then answers the wait without taking; a minute later the member fetches again', () => {
    // Arrange
    const limit = createMemberFetchLimit();
    const start = Date.UTC(2026, 11, 7, 9);

    // Act
    const taken = Array.from({ length: LINK_PREVIEW_LIMITS.memberFetchesPerWindow }, (_, index) =>
      limit.take('7', new Date(start + index)),
    );
    const refused = limit.take('7', new Date(start + 1_000));
    const refusedAgain = limit.take('7', new Date(start + 2_000));
    const otherMember = limit.take('8', new Date(start + 1_000));
    const aMinuteLater = limit.take('7', new Date(start + LINK_PREVIEW_LIMITS.memberFetchWindowMs));

    // Assert
    expect(taken.every((wait) => wait === 0)).toBe(true);
    expect(refused).toBe(LINK_PREVIEW_LIMITS.memberFetchWindowMs - 1_000);
    // A refused ask takes nothing: the wait only shrinks.
    expect(refusedAgain).toBe(LINK_PREVIEW_LIMITS.memberFetchWindowMs - 2_000);
    expect(otherMember).toBe(0);
    expect(aMinuteLater).toBe(0);
  });
});
