import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isMissingRecord } from './record';

describe('isMissingRecord', () => {
  it('takes an unknown id and one that cannot be an id for a missing record', () => {
    expect(isMissingRecord(new ApiError(404, 'Not found.'))).toBe(true);
    expect(isMissingRecord(new ApiError(400, 'Not a booking reference.'))).toBe(true);
  });

  it('leaves any other failure to be retried', () => {
    for (const status of [401, 403, 500, 502]) expect(isMissingRecord(new ApiError(status, 'Failed.'))).toBe(false);
    expect(isMissingRecord(new TypeError('Failed to fetch'))).toBe(false);
  });
});
