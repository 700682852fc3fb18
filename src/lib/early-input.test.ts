import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepEarlyInput, replayEarlyInput } from './early-input.ts';

/** A prerendered form as the page has it before React listens. */
function page() {
  document.body.innerHTML = `
    <form id="f">
      <input id="name" name="name" value="">
      <input type="radio" id="e" name="car" value="e">
      <input type="radio" id="v" name="car" value="v">
      <input type="checkbox" id="agb" name="agb">
      <select id="time" name="time"><option value="">–</option><option value="09:30">09:30</option></select>
    </form>`;
  return document.querySelector<HTMLFormElement>('#f')!;
}

const field = <T extends HTMLElement = HTMLInputElement>(id: string) =>
  document.getElementById(id) as unknown as T;

/** What a form library does as a late part registers: every field back at its default. */
function resetFields() {
  field('name').value = '';
  field('v').checked = false;
  field('agb').checked = false;
  field<HTMLSelectElement>('time').value = '';
}

/** What the form hears as the noted input comes back: each field's own event. */
const EACH_AS_INPUT = ['input name=Emily', 'click v=true', 'click agb=true', 'change time=09:30'];

/** Each input event the form hears, as `id=value`. */
function listen(form: HTMLFormElement) {
  const heard: string[] = [];
  for (const type of ['input', 'change', 'click']) {
    form.addEventListener(type, (event) => {
      const target = event.target as HTMLInputElement;
      heard.push(
        `${type} ${target.id}=${target.type === 'radio' || target.type === 'checkbox' ? target.checked : target.value}`,
      );
    });
  }
  return heard;
}

describe('input given before React listens', () => {
  let form: HTMLFormElement;
  beforeEach(() => {
    form = page();
    field('name').value = 'Emily';
    field('v').checked = true;
    field('agb').checked = true;
    field<HTMLSelectElement>('time').value = '09:30';
  });
  afterEach(() => replayEarlyInput(form));

  it('comes back once the form has hydrated, through the events React listens to', () => {
    keepEarlyInput(document);
    resetFields();
    const heard = listen(form);
    replayEarlyInput(form);
    expect([field('name').value, field('v').checked, field('agb').checked]).toEqual([
      'Emily',
      true,
      true,
    ]);
    expect(field<HTMLSelectElement>('time').value).toBe('09:30');
    expect(heard).toEqual(expect.arrayContaining(EACH_AS_INPUT));
  });

  it('is heard where the form kept it too (a controlled field shows it, its state does not), once', () => {
    keepEarlyInput(document);
    const heard = listen(form);
    replayEarlyInput(form);
    expect(heard).toEqual(expect.arrayContaining(EACH_AS_INPUT));
    heard.length = 0;
    resetFields();
    replayEarlyInput(form);
    expect(heard).toEqual([]);
    expect(field('name').value).toBe('');
  });

  it('gives way to what the visitor changed since React listens, a radio group as one field', () => {
    keepEarlyInput(document);
    resetFields();
    field('e').click();
    field('name').value = 'Emma';
    field('name').dispatchEvent(new Event('input', { bubbles: true }));
    replayEarlyInput(form);
    expect(field('e').checked).toBe(true);
    expect(field('v').checked).toBe(false);
    expect(field('name').value).toBe('Emma');
    expect(field('agb').checked).toBe(true);
  });
});
