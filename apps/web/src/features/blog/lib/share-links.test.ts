import { describe, expect, it } from 'vitest';
import { buildShareLinks } from './share-links';

describe('buildShareLinks', () => {
  it('puts the article URL in each network share link', () => {
    const links = buildShareLinks('https://kksb.co.id/blog/rat', 'RAT & SHU');
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=RAT%20%26%20SHU%20https%3A%2F%2Fkksb.co.id%2Fblog%2Frat',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkksb.co.id%2Fblog%2Frat',
    );
    expect(links.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fkksb.co.id%2Fblog%2Frat&text=RAT%20%26%20SHU',
    );
  });
});
