import { describe, expect, it } from 'vitest';
import { isPhoneRequest } from './spa';

const asked = (headers: Record<string, string>) => isPhoneRequest({ headers });

describe('isPhoneRequest', () => {
  it('follows the client hint when the browser sends one', () => {
    expect(asked({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'X11; Linux x86_64' })).toBe(true);
    expect(asked({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Linux; Android 11; moto g power' })).toBe(false);
  });

  it('reads a mobile user agent when there is no hint', () => {
    expect(
      asked({ 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari' }),
    ).toBe(true);
    expect(asked({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(asked({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/156.0' })).toBe(false);
    expect(asked({})).toBe(false);
  });
});
