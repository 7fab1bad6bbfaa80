// The New game dialog: the game's name, the variation switches of rule 6
// (the rules object, game-format §3), each power's status and the random
// seed, read into the engine's new call; the engine checks them all.
import { $, el, clear } from './ui.js';

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] % 1000000000;
}

export function newGameView() {
  const dialog = $('new-dialog');
  const name = $('new-name');
  const seed = $('new-seed');
  const powers = $('new-powers');
  const income = $('rule-income');
  const switches = ['classic', 'ebayola', 'zeroSum', 'blind'].map((key) => [key, $(`rule-${key}`)]);
  const error = $('new-error');

  // bind hands the GM's choices to the controller: start() and demo().
  function bind(on) {
    $('new-start').addEventListener('click', on.start);
    $('new-demo').addEventListener('click', on.demo);
    $('new-cancel').addEventListener('click', () => dialog.close());
    $('new-seed-random').addEventListener('click', () => { seed.value = randomSeed(); });
  }

  // open shows the dialog for the powers of the game now shown.
  function open(summary) {
    clear(powers);
    for (const p of summary.powers) {
      const id = `status-${p.name}`;
      powers.append(el('label', { htmlFor: id }, p.name),
        el('select', { id, dataset: { power: p.name } },
          el('option', { value: 'playing' }, 'playing'),
          el('option', { value: 'loyal' }, 'loyal'),
          el('option', { value: 'dummy' }, 'dummy')));
    }
    seed.value = randomSeed();
    error.hidden = true;
    dialog.showModal();
    name.focus();
  }

  // request is the new call's request as the GM filled it in, or null
  // (with the reason shown) when the seed is not a whole number.
  function request() {
    const rules = {};
    for (const [key, box] of switches) if (box.checked) rules[key] = true;
    if (income.value) rules.income = { scheme: income.value };
    const status = {};
    for (const s of powers.querySelectorAll('select')) if (s.value !== 'playing') status[s.dataset.power] = s.value;
    const seedText = seed.value.trim();
    const req = { name: name.value, rules, status };
    if (seedText !== '') {
      if (!/^-?\d+$/.test(seedText)) {
        showError('The seed must be a whole number.');
        return null;
      }
      req.seed = Number(seedText);
    }
    return req;
  }

  function showError(message) {
    error.textContent = message;
    error.hidden = false;
  }

  function close() {
    dialog.close();
  }

  return { bind, open, request, showError, close };
}
