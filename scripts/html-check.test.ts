import { describe, expect, it } from 'vitest';
import { htmlErrors } from './html-check.ts';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>`;

describe('the HTML check of the prerendered pages', () => {
  it('passes a valid page', async () => {
    const facts =
      '<dl><div><dt><span aria-hidden="true">i</span>Price</dt><dd>€540</dd></div></dl>';
    expect(await htmlErrors(page(facts), 'ok.html')).toEqual([]);
  });

  it("refuses anything but dt and dd in a dl's div, as the Nu HTML Checker does", async () => {
    const facts =
      '<dl><div><span aria-hidden="true">i</span><dt>Price</dt><dd>€540</dd></div></dl>';
    expect(await htmlErrors(page(facts), 'facts.html')).toEqual([
      'facts.html:1:102 site/dl-group-content: <span> is not permitted in a <div> of a <dl>',
    ]);
  });

  it("refuses the standard's other content errors", async () => {
    const [error] = await htmlErrors(page('<ul><div>x</div></ul>'), 'list.html');
    expect(error).toMatch(/element-permitted-content: <div> element is not permitted/);
  });
});
