// The question asked before anything the GM has not downloaded is dropped
// (Continue, Undo, Open game, New game): an in-page dialog, answered from
// the keyboard as well, "Go back" being the default.
import { $, el, clear } from './ui.js';

export function confirmView() {
  const dialog = $('confirm-dialog');
  const title = $('confirm-title');
  const message = $('confirm-message');
  const list = $('confirm-list');
  const go = $('confirm-go');
  const stay = $('confirm-stay');
  let answer = null;

  stay.addEventListener('click', () => dialog.close('stay'));
  go.addEventListener('click', () => dialog.close('go'));
  dialog.addEventListener('close', () => {
    if (answer) answer(dialog.returnValue === 'go');
    answer = null;
  });

  // ask shows what would be lost (items, each a line) and resolves true
  // when the GM chooses the action (its label) anyway.
  function ask(heading, text, items, action) {
    title.textContent = heading;
    message.textContent = text;
    clear(list);
    for (const item of items) list.append(el('li', {}, item));
    go.textContent = action;
    dialog.returnValue = '';
    return new Promise((resolve) => {
      answer = resolve;
      dialog.showModal();
      stay.focus();
    });
  }

  return { ask };
}
