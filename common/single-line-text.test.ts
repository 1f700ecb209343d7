import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, hasControlCharacters, hasControlCharactersBesidesLineBreaks } from './single-line-text';

describe('single-line text', () => {
  it.each(['Asha\r\nBcc: x@evil.example', 'Asha\n', 'tab\there', 'nul\u0000', 'next line\u0085', 'line\u2028separator', 'del\u007f'])(
    'finds the control character in %j',
    (text) => {
      expect(hasControlCharacters(text)).toBe(true);
    },
  );

  it.each(['Asha\u202Egnp.exe', 'Verma\u2066x\u2069', 'lrm\u200E', 'rlm\u200F', 'embed\u202A'])(
    'finds the text-direction control in %j',
    (text) => {
      expect(hasControlCharacters(text)).toBe(true);
    },
  );

  it('accepts ordinary names, Indian scripts and punctuation', () => {
    for (const text of ['Asha Verma', 'आशा वर्मा', "D'Souza, Flat 4-B", 'Neem & Tulsi Face Wash (100 ml)']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it('lets a message keep its line breaks and tabs, nothing else', () => {
    expect(hasControlCharactersBesidesLineBreaks('Hello,\r\n\tthanks')).toBe(false);
    expect(hasControlCharactersBesidesLineBreaks('bell\u0007')).toBe(true);
  });
});

describe('one e-mail address', () => {
  it.each(['asha@example.in', 'asha.verma+herbs@mail.example.co.in', "o'neil@example.com"])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    'a,b@evil.example',
    'a@b.example,c@evil.example',
    'a;b@evil.example',
    'Asha <asha@example.in>',
    'asha@example',
    'asha@@example.in',
    'asha@-x.example',
  ])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
