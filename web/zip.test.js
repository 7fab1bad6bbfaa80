import test from 'node:test';
import assert from 'node:assert/strict';
import { zip } from './zip.js';

// Reading the archive back is the browser test's part (Go's archive/zip
// opens the downloaded file there); here: determinism and refusals.
test('the same files make the same bytes, names in UTF-8', () => {
  const files = [{ name: 'a-S1901M-france-private.txt', text: 'FRANCE\n4 : A PAR – BUR\n' }, { name: 'map.svg', text: '<svg/>' }];
  const bytes = zip(files);
  assert.deepEqual(zip(files), bytes);
  const text = new TextDecoder().decode(bytes);
  assert.ok(text.includes('4 : A PAR – BUR'), 'stored text');
  assert.equal(new DataView(bytes.buffer).getUint32(0, true), 0x04034b50);
});

test('two files of one name are refused', () => {
  assert.throws(() => zip([{ name: 'a', text: '1' }, { name: 'a', text: '2' }]), /own name/);
});
