import { describe, expect, it } from 'vitest';
import { imageAddress } from '../../custom/newsletter-templates/imageAddress.ts';
import { containsScript, templateNameKey } from '../../domain/newsletter/template-rules.ts';
import { htmlPreviewDocument } from '../../src/components/htmlPreviewDocument.ts';

const POLICY =
  /<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; form-action 'none'"><base target="_blank">/;

describe('the preview of a mail’s HTML', () => {
  it('puts its policy first into the head, keeping the doctype first', () => {
    const html = '<!DOCTYPE html>\n<html lang="de"><head><title>x</title></head><body>Hallo</body></html>';
    const shown = htmlPreviewDocument(html);
    expect(shown.startsWith('<!DOCTYPE html>\n<html lang="de"><head><meta')).toBe(true);
    expect(shown).toMatch(POLICY);
    expect(shown.endsWith('<title>x</title></head><body>Hallo</body></html>')).toBe(true);
  });

  it('reads a head with attributes, in any case, and not a <header>', () => {
    expect(htmlPreviewDocument('<HTML><HEAD id="h"><title>x</title></HEAD></HTML>')).toMatch(
      /^<HTML><HEAD id="h"><meta [^>]+><base target="_blank"><title>/,
    );
    expect(htmlPreviewDocument('<html><body><header>Kopf</header></body></html>')).toMatch(
      /^<html><meta [^>]+><base target="_blank"><body><header>Kopf<\/header>/,
    );
  });

  it('goes after a doctype without html or head, and before a fragment', () => {
    expect(htmlPreviewDocument('<!doctype html><p>x</p>')).toMatch(
      /^<!doctype html><meta [^>]+><base [^>]+><p>x<\/p>$/,
    );
    expect(htmlPreviewDocument('<table><tr><td>x</td></tr></table>')).toMatch(/^<meta [^>]+><base [^>]+><table>/);
  });
});

describe('a template’s rules', () => {
  it('compares names trimmed and in any case', () => {
    expect(templateNameKey('  Adventsreisen ')).toBe(templateNameKey('ADVENTSREISEN'));
    expect(templateNameKey('Advent')).not.toBe(templateNameKey('Adventsreisen'));
  });

  it('finds a script element, not the word', () => {
    expect(containsScript('<p>x</p><SCRIPT>alert(1)</SCRIPT>')).toBe(true);
    expect(containsScript('<script src="x.js"/>')).toBe(true);
    expect(containsScript('<p>Ein Manuskript: <b>script</b></p><noscript>x</noscript>')).toBe(false);
    expect(containsScript('<scripted>')).toBe(false);
  });
});

describe('the address of a template’s image', () => {
  it('makes an upload’s link absolute on the console’s origin, and keeps an absolute one', () => {
    expect(imageAddress('/api/uploads/a1.png', 'https://console.example.com')).toBe(
      'https://console.example.com/api/uploads/a1.png',
    );
    expect(imageAddress('https://cdn.example.org/b.jpg', 'https://console.example.com')).toBe(
      'https://cdn.example.org/b.jpg',
    );
  });
});
