import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { debounce } from './ui.js';

test('debounce: a delay given as a function is read at each call, and cancel forgets the pending call', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    let delay = 100;
    const runs = [];
    const run = debounce((x) => runs.push(x), () => delay);
    run('a');
    delay = 500; // a longer text: the next call waits longer
    run('b');
    mock.timers.tick(499);
    assert.deepEqual(runs, []);
    mock.timers.tick(1);
    assert.deepEqual(runs, ['b']);
    run('c');
    run.cancel();
    mock.timers.tick(1000);
    assert.deepEqual(runs, ['b']);
  } finally {
    mock.timers.reset();
  }
});
