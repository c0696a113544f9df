import { describe, expect, it } from 'vitest';
import { moveId } from '#client/components/ui/reorder-buttons.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { placeServerIssues, serverIssues, withServerMessage } from './server-issues.ts';

const validation = new ApiError(
  400,
  'Bad Request',
  JSON.stringify({
    message: 'Duration must be between 5 and 720 minutes',
    issues: [{ path: 'duration', message: 'Duration must be between 5 and 720 minutes' }],
  }),
);

describe('server messages in forms and toasts', () => {
  it('appends a 4xx message to the screen text, never a 5xx one', () => {
    expect(withServerMessage('Failed to create service', validation)).toBe(
      'Failed to create service: Duration must be between 5 and 720 minutes',
    );
    expect(withServerMessage('Failed to create service', new ApiError(500, 'Error', '{"message":"x"}'))).toBe(
      'Failed to create service',
    );
    expect(withServerMessage('Failed to create service', new TypeError('Failed to fetch'))).toBe(
      'Failed to create service',
    );
  });

  it('places field issues beside their fields', () => {
    expect(serverIssues(validation)).toHaveLength(1);
    const placed: string[] = [];
    expect(placeServerIssues(validation, ['duration', 'name'] as const, (f) => placed.push(f))).toBe(1);
    expect(placed).toEqual(['duration']);
  });

  it('moves ids up and down within the list', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
