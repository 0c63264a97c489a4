import type { PostedFields } from '@quickcheck/contracts';

/**
 * What the visitor typed into the server-drawn form before React took it over. Hydrating keeps a
 * text box's typed value on screen but not in React's state (the next render puts the drawn value
 * back) and puts a select back to its drawn option. So the page's start reads the drawn form's
 * controls, follows their changes until the form is hydrated, and the hydrated form adopts them.
 */
let typed: PostedFields | undefined;
let stopWatching = () => undefined as void;

function fieldsOf(form: HTMLFormElement): PostedFields {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** Starts before hydration, on a page whose form the server drew. */
export function watchTypingBeforeHydration(root: HTMLElement): void {
  const read = () => {
    const form = root.querySelector('form');
    if (form) typed = fieldsOf(form);
  };
  read();
  // Capturing, so each change is read before React (once it listens) re-renders anything.
  document.addEventListener('input', read, true);
  document.addEventListener('change', read, true);
  stopWatching = () => {
    document.removeEventListener('input', read, true);
    document.removeEventListener('change', read, true);
  };
}

/** The hydrated form takes what was typed, once; nothing is watched after. */
export function takeTypedBeforeHydration(): PostedFields | undefined {
  stopWatching();
  const taken = typed;
  typed = undefined;
  return taken;
}
