import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES } from './image-file.ts';

describe('image file checks', () => {
  it('accepts the image types the server stores, up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('too-large');
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe('not-an-image');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('not-an-image');
  });
});
