import { describe, expect, it } from 'vitest';
import { minifyInlineScripts } from './minify-inline-scripts.ts';

describe('minifyInlineScripts', () => {
  it('minifies the classic inline scripts and keeps what they do', () => {
    const html = [
      '<script>\n  // why\n  (function (d) {\n    var element = d.documentElement;\n',
      "    element.classList.add('js');\n  })(document);\n</script>",
      '<script data-boot>\n  /* boot */\n  window.booted = 1 + 1;\n</script>',
    ].join('');
    const out = minifyInlineScripts(html);
    expect(out).not.toContain('// why');
    expect(out).not.toContain('/* boot */');
    expect(out).toContain('<script data-boot>');
    const document = {
      documentElement: { classList: { add: (name: string) => added.push(name) } },
    };
    const added: string[] = [];
    const window: { booted?: number } = {};
    for (const [, code] of out.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
      new Function('document', 'window', code!)(document, window);
    }
    expect(added).toEqual(['js']);
    expect(window.booted).toBe(2);
  });

  it('leaves JSON-LD and external scripts alone', () => {
    const html =
      '<script type="application/ld+json">{ "a": 1 }</script><script src="/x.js"></script>';
    expect(minifyInlineScripts(html)).toBe(html);
  });

  it('fails the build on a script that does not parse', () => {
    expect(() => minifyInlineScripts('<script>function (</script>')).toThrow(/inline script/);
  });
});
