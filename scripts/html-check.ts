/**
 * Every prerendered page in dist/ (both languages, the aliases and the 404 pages) checked
 * against the HTML standard, as the Nu HTML Checker would: html-validate's "standard" rules,
 * and one it lacks, the content of a <div> in a <dl> (only <dt> and <dd>; the tour facts had an
 * icon <span> there). `npm test` runs it after the build: `node scripts/html-check.ts`.
 */
import { HtmlValidate, Rule, type DOMReadyEvent, type Plugin } from 'html-validate';
import { checkBuiltFiles } from './lib/built-files.ts';

const DL_GROUP_CONTENT = new Set(['dt', 'dd', 'script', 'template']);

/** HTML's content model of a <dl>'s <div>: dt and dd elements, and script-supporting ones. */
class DlGroupContent extends Rule {
  override documentation() {
    return { description: 'A <div> in a <dl> holds only <dt> and <dd> elements.' };
  }

  setup() {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const group of event.document.querySelectorAll('dl > div')) {
        for (const child of group.childElements) {
          if (DL_GROUP_CONTENT.has(child.tagName)) continue;
          this.report(child, `<${child.tagName}> is not permitted in a <div> of a <dl>`);
        }
      }
    });
  }
}

const plugin: Plugin = { name: 'site', rules: { 'site/dl-group-content': DlGroupContent } };

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  plugins: [plugin],
  rules: { 'site/dl-group-content': 'error' },
});

/** The standard's errors in one page, as 'file:line:column rule: message'. */
export async function htmlErrors(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages.map(
      (m) => `${result.filePath}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`,
    ),
  );
}

if (import.meta.main) {
  await checkBuiltFiles({
    extensions: ['.html'],
    noun: 'pages',
    check: htmlErrors,
    errorNoun: 'HTML errors',
  });
}
