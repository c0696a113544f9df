import { describe, expect, it } from 'vitest';
import { serializeForScript } from './ssr-document.ts';

describe('serializeForScript', () => {
  it('leaves nothing that could end the script element or break older JavaScript parsers', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const text = serializeForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u2028\\u2029');
    expect(JSON.parse(text)).toEqual(value);
  });
});
