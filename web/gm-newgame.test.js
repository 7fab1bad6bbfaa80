import test from 'node:test';
import assert from 'node:assert/strict';
import { mapChoices, mapIntro, parseCenterValues, incomeRequest, rulesRequest, wholeNumber, sealSecret, parseAddresses, addressWords } from './gm-newgame.js';

// form is a form as the engine's form call answers it (gamefile.Form, held to
// what the new call takes by wasm's TestTheNewGameFormIsWhatTheNewCallTakes):
// the dialog's functions read the form they are given.
const field = (key, label) => ({ key, label });
const form = {
  parts: ['directOnly', 'oneOfferPerUnit', 'noSavings', 'noPlateaus', 'noRepetition', 'zeroToForeign', 'flatIncome'].map((k) => field(k, k)),
  classic: field('classic', 'Payola Classic'),
  switches: [field('ebayola', 'eBayola'), field('zeroSum', 'Zero Sum'), field('blind', 'Tin Cup')],
  schemes: [
    { ...field('decreasing', 'decreasing'), fields: [field('victory', 'Victory count'), field('first', "First center's value"), field('step', 'Step')] },
    { ...field('increasing', 'increasing'), fields: [field('first', "First center's value"), field('step', 'Step')] },
    { ...field('flat', 'flat'), fields: [field('perCenter', 'Amount per center')] },
    { ...field('perCenter', 'per center'), fields: [field('perCenter', 'Value of a center without its own'), field('centerValues', 'Center values')] },
  ],
  income: [field('cap', 'Cap'), field('paidEach', 'Paid each')],
  statuses: ['playing', 'loyal', 'dummy'],
};

const youngstown = { name: 'youngstown', powers: ['AUSTRIA', 'CHINA'], centers: 72, victory: 37, firstPhase: 'S1901M', firstPhaseLong: 'Spring 1901 Movement' };
const standard = { name: 'standard', powers: ['AUSTRIA', 'ENGLAND'], centers: 34, victory: 18, firstPhase: 'S1901M', firstPhaseLong: 'Spring 1901 Movement' };
const ancmed = { name: 'ancmed', powers: ['ROME'], centers: 34, victory: 18, firstPhase: 'S1M', firstPhaseLong: 'Spring 1 Movement' };

test('standard comes first, then the maps by name, each with powers, centers and victory', () => {
  const got = mapChoices({ maps: [youngstown, ancmed, standard] });
  assert.deepEqual(got.map((c) => c.entry.name), ['standard', 'ancmed', 'youngstown']);
  assert.equal(got[2].label, 'youngstown: 2 powers, 72 centers, 37 to win');
});

test('without the index the standard map alone is offered', () => {
  const got = mapChoices(null);
  assert.deepEqual(got.map((c) => c.entry.name), ['standard']);
});

test('the intro names the map and its first phase', () => {
  assert.equal(mapIntro(ancmed), 'A game on the ancmed map (1 power, 34 supply centers, 18 to win), from Spring 1 Movement.');
});

test('center values: one a line, names of several words, empty lines skipped', () => {
  assert.deepEqual(parseCenterValues('PAR 5\n\n St Petersburg 3 \nlon: 0'), { values: { PAR: 5, 'St Petersburg': 3, lon: 0 } });
  assert.match(parseCenterValues('PAR 5\nLON five').error, /^Center values, line 2: write a center and its value/);
  assert.match(parseCenterValues('7').error, /line 1/);
  assert.match(parseCenterValues('PAR 5\nPAR 6').error, /^Center values, line 2: PAR has a value already/);
});

test('numbers: empty is no value, a whole number is sent (negative too: the engine says why not), others refused by label', () => {
  assert.deepEqual(wholeNumber(' ', 'Cap'), {});
  assert.deepEqual(wholeNumber('-3', 'Cap'), { value: -3 });
  assert.match(wholeNumber('1.5', 'Cap').error, /^Cap: write a whole number/);
});

// Rule 6.6: only the chosen scheme's fields are sent, whatever the others
// hold, as the form has them.
test('each scheme sends its own fields only', () => {
  const all = { victory: '20', first: '9', step: '2', perCenter: '4', centerValues: 'PAR 6', cap: '', paidEach: 'year' };
  assert.deepEqual(incomeRequest({ ...all, scheme: 'decreasing' }, form), { income: { victory: 20, first: 9, step: 2 } });
  assert.deepEqual(incomeRequest({ ...all, scheme: 'increasing' }, form), { income: { scheme: 'increasing', first: 9, step: 2 } });
  assert.deepEqual(incomeRequest({ ...all, scheme: 'flat', cap: '30' }, form), { income: { scheme: 'flat', perCenter: 4, cap: 30 } });
  assert.deepEqual(incomeRequest({ ...all, scheme: 'perCenter', paidEach: 'season' }, form), { income: { scheme: 'perCenter', perCenter: 4, centerValues: { PAR: 6 }, paidEach: 'season' } });
});

test('the rules own income sends no income object; a bad number is named by its label', () => {
  assert.deepEqual(incomeRequest({ scheme: 'decreasing', victory: '', first: '', step: '', cap: '', paidEach: 'year' }, form), {});
  assert.match(incomeRequest({ scheme: 'flat', perCenter: 'x' }, form).error, /^Amount per center: /);
  assert.match(incomeRequest({ scheme: 'perCenter', perCenter: '1.5' }, form).error, /^Value of a center without its own: /);
});

test('Classic is sent when every part is ticked, else each part ticked; the flat income part sets the income', () => {
  const parts = Object.fromEntries(form.parts.map((p) => [p.key, true]));
  const income = { scheme: 'increasing', first: '3' };
  assert.deepEqual(rulesRequest({ parts, zeroSum: true }, income, form), { rules: { classic: true, zeroSum: true } });
  assert.deepEqual(rulesRequest({ parts: { ...parts, noSavings: false, flatIncome: false } }, income, form),
    { rules: { directOnly: true, oneOfferPerUnit: true, noPlateaus: true, noRepetition: true, zeroToForeign: true, income: { scheme: 'increasing', first: 3 } } });
  assert.deepEqual(rulesRequest({ parts: {}, blind: true, ebayola: true }, {}, form), { rules: { ebayola: true, blind: true } });
});


test('a new game is sealed with a fresh secret of 64 hexadecimal digits (issue 34)', () => {
  const a = sealSecret();
  const b = sealSecret();
  assert.match(a, /^[0-9a-f]{64}$/);
  assert.notEqual(a, b);
});

test('addresses are split at commas and line ends, not inside quotes or angle brackets', () => {
  assert.deepEqual(parseAddresses(''), []);
  assert.deepEqual(parseAddresses(' \n , '), []);
  assert.deepEqual(parseAddresses('ann@example.org, bo@example.org\r\ncy@example.org\n\n'), ['ann@example.org', 'bo@example.org', 'cy@example.org']);
  assert.deepEqual(parseAddresses('"Vidal, Ann" <ann@example.org>, <odd,one@example.org>'), ['"Vidal, Ann" <ann@example.org>', '<odd,one@example.org>']);
  assert.deepEqual(parseAddresses('Ann Vidal <ann@example.org>'), ['Ann Vidal <ann@example.org>']);
});

test('a refusal of an address names the field as the page labels it', () => {
  const powers = ['AUSTRIA', 'ENGLAND', 'FRANCE'];
  assert.equal(addressWords('powers[1].addresses[0]: "carl at example" is not a mail address', powers),
    'ENGLAND\'s addresses, the 1st: "carl at example" is not a mail address');
  assert.equal(addressWords('powers[2].addresses[11]: x; powers[0].addresses[1]: y', powers),
    "FRANCE's addresses, the 12th: x; AUSTRIA's addresses, the 2nd: y");
  assert.equal(addressWords('powers[2].addresses: 21 addresses', powers), "FRANCE's addresses: 21 addresses");
  assert.equal(addressWords('powers[9].addresses[0]: x', powers), 'powers[9].addresses[0]: x');
});
