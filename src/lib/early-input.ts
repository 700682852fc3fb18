/**
 * What a visitor typed, chose or ticked in a prerendered form before React listened (a slow link:
 * the form is on screen seconds before its code). The parts of a form that hydrate after the
 * form's own first commit register their fields late, and react-hook-form then sets each field
 * to its default: the chosen car, the time, the passengers, the ticked consent were gone, while
 * the text typed in the first part stayed (docs/decisions/prerendering-and-boot.md).
 *
 * `keepEarlyInput` notes each such control as the app starts, before hydrating;
 * `replayEarlyInput` gives it back once the whole form has hydrated, as the visitor's own input
 * (the events React listens to), so the form's handlers and its draft see it as typed.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface EarlyInput {
  control: Control;
  /** The value, or for a checkbox or radio button whether it is checked. */
  state: string | boolean;
}

let kept: EarlyInput[] = [];
/** What React hears a visitor's input by. */
const EVENTS = ['input', 'change'];

/** A checkbox or radio button: its state is whether it is checked, not its value. */
function isCheckable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
}

function stateOf(control: Control): string | boolean {
  return isCheckable(control) ? control.checked : control.value;
}

/** What the control held as the page arrived: its HTML's default. */
function defaultOf(control: Control): string | boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return isCheckable(control) ? control.defaultChecked : control.defaultValue;
}

/**
 * Notes every control of the page's forms that holds something else than its default, and
 * forgets one as soon as the visitor changes it again: React hears that
 * (docs/decisions/prerendering-and-boot.md).
 */
export function keepEarlyInput(root: ParentNode & EventTarget = document): void {
  kept = [...root.querySelectorAll<Control>('form input, form select, form textarea')]
    .filter((control) => stateOf(control) !== defaultOf(control))
    // A radio button that lost its check is given back by checking the one that has it.
    .filter((control) => !(isCheckable(control) && control.type === 'radio' && !control.checked))
    .map((control) => ({ control, state: stateOf(control) }));
  if (kept.length === 0) return;
  // (A radio button's group is one field: a check on another button of it is a change too.)
  const forget = (event: Event) => {
    const target = event.target as Partial<Control>;
    kept = kept.filter(
      ({ control }) =>
        control !== target &&
        !(control.name && control.name === target.name && control.form === target.form),
    );
    if (kept.length > 0) return;
    for (const type of EVENTS) root.removeEventListener(type, forget, true);
  };
  for (const type of EVENTS) root.addEventListener(type, forget, true);
}

/**
 * Gives `form` back what was noted in it, field by field in page order, as the events React hears
 * a visitor by, so that the field's owner takes it: react-hook-form, which set the field of a
 * part hydrated late back to its default, and React's state behind a controlled field, which
 * hydration left at the page's default while the field showed the visitor's input.
 */
export function replayEarlyInput(form: HTMLFormElement): void {
  const mine = kept.filter(({ control }) => control.form === form && control.isConnected);
  kept = kept.filter((input) => !mine.includes(input));
  for (const { control, state } of mine) {
    // React compares a field with the value it last saw set (its property, which React wraps),
    // and ignores an event that changed nothing: it is first told of another value.
    if (typeof state === 'boolean') {
      const box = control as HTMLInputElement;
      box.checked = !state;
      box.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = state;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      control.value = state === '' ? '0' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
        control,
        state,
      );
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
