import { describe, expect, it } from 'vitest';
import { plainText } from '../../server/areas/tickets/ai/plain-text.ts';

// Rich text as the AI service is told it: the words a reader sees.

describe('plainText', () => {
  it('keeps the words: paragraphs and breaks part them, inline tags do not', () => {
    expect(plainText('<h2>Tour</h2><p>Live <strong>in</strong> Ham<em>burg</em>.<br>Einlass 19&nbsp;Uhr</p>')).toBe(
      'Tour Live in Hamburg. Einlass 19 Uhr',
    );
    expect(plainText('<ul><li>Rock</li><li>Pop</li></ul>')).toBe('Rock Pop');
  });

  it('drops scripts, styles and comments, and decodes character references', () => {
    expect(
      plainText(
        '<style>p{color:red}</style><script>alert(1)</script><!-- intern -->Fish &amp; Chips &#8211; &#x2764; &gt;',
      ),
    ).toBe('Fish & Chips – ❤ >');
    expect(plainText('&unknown; &#0;')).toBe('&unknown; &#0;');
    expect(plainText('&constructor; &toString; &valueOf;')).toBe('&constructor; &toString; &valueOf;');
  });
});
