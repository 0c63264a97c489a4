// The floor's form as a React component, for the server render (Node) and the browser bundle alike.
// React's element factory and useState come in as props, so the same file needs no JSX and no build.
import { FLOOR_FORM } from './floor-form.mjs';

export function FloorForm({ h, useState }) {
  const [name, setName] = useState('');
  const { heading, input, button } = FLOOR_FORM;
  return h(
    'main',
    null,
    h('h1', null, heading),
    h(
      'form',
      { onSubmit: (event) => event.preventDefault() },
      h('label', { htmlFor: input.id }, input.label),
      h('input', {
        id: input.id,
        name: input.name,
        autoComplete: input.autoComplete,
        value: name,
        onChange: (event) => setName(event.target.value),
      }),
      h('button', { type: 'submit' }, button),
    ),
  );
}
