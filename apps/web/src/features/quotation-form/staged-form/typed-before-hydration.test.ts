import { afterEach, describe, expect, it } from 'vitest';
import { takeTypedBeforeHydration, watchTypingBeforeHydration } from './typed-before-hydration.ts';

function drawnForm() {
  const root = document.createElement('div');
  root.innerHTML = `<form><select name="title"><option value="">Please select</option><option>Ms</option></select>
    <input name="first-name" value=""><input name="email-address" value=""></form>`;
  document.body.append(root);
  return root;
}

const type = (root: HTMLElement, name: string, value: string, event = 'input') => {
  const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
  control.value = value;
  control.dispatchEvent(new Event(event, { bubbles: true }));
};

describe('typing into the drawn form before hydration', () => {
  afterEach(() => {
    takeTypedBeforeHydration();
    document.body.replaceChildren();
  });

  it('keeps what was there when the script started and every change after, for one taker', () => {
    const root = drawnForm();
    (root.querySelector('[name="first-name"]') as HTMLInputElement).value = 'Jo';
    watchTypingBeforeHydration(root);
    type(root, 'title', 'Ms', 'change');
    type(root, 'email-address', 'jo@example.com');
    expect(takeTypedBeforeHydration()).toEqual({ title: 'Ms', 'first-name': 'Jo', 'email-address': 'jo@example.com' });
    expect(takeTypedBeforeHydration()).toBeUndefined();
  });

  it('stops watching once taken: later typing is the hydrated form’s own', () => {
    const root = drawnForm();
    watchTypingBeforeHydration(root);
    takeTypedBeforeHydration();
    type(root, 'first-name', 'Later');
    expect(takeTypedBeforeHydration()).toBeUndefined();
  });
});
