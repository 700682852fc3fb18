import { beforeAll, describe, expect, it } from 'vitest';
import { guardAgainstTranslation } from './translation-guard.ts';

/** A paragraph whose text the translator swapped for its own element, as React left it. */
function translatedParagraph() {
  const paragraph = document.createElement('p');
  const original = paragraph.appendChild(document.createTextNode('Name'));
  const font = document.createElement('font');
  font.textContent = 'Nome';
  paragraph.replaceChild(font, original);
  return { paragraph, original, font };
}

describe('the guard against a translated page', () => {
  beforeAll(() => guardAgainstTranslation());

  it('removes what is there, and takes a node the translator replaced as gone', () => {
    const { paragraph, original, font } = translatedParagraph();
    expect(paragraph.removeChild(original)).toBe(original);
    expect(paragraph.childNodes).toHaveLength(1);
    paragraph.removeChild(font);
    expect(paragraph.childNodes).toHaveLength(0);
  });

  it('inserts before what is there, and last where the reference was replaced', () => {
    const { paragraph, original, font } = translatedParagraph();
    const error = document.createElement('span');
    paragraph.insertBefore(error, original);
    expect([...paragraph.childNodes]).toEqual([font, error]);
    const first = document.createElement('b');
    paragraph.insertBefore(first, font);
    expect([...paragraph.childNodes]).toEqual([first, font, error]);
  });

  it('is installed once', () => {
    const { removeChild } = Node.prototype;
    guardAgainstTranslation();
    expect(Node.prototype.removeChild).toBe(removeChild);
  });
});
