// The GM's mail loop on the page (issue 35): mail files dropped or opened
// are read by the engine (its mail call) into each power's sheet, which
// lands in the text under the power's header; what was assigned, replaced
// or left for the GM is listed with sender and date; who is still missing
// is listed with their addresses and rule 3.3's consequence; after
// adjudicating, the drafts (one .eml per power, one for the public list)
// come as one zip, with a mailto: link per power where the body fits. The
// phase's deadline is set here, and the next phase's when adjudicating; a
// message's raw source pasted is read as a dropped .eml.
import { call, Latest, Superseded } from './engine.js';
import { $, clear, el, save, showAlert } from './ui.js';
import { zip } from './zip.js';

// MAILTO_MAX is the longest mailto: link offered: browsers and mail
// clients cut longer ones, some at 2,000 characters.
const MAILTO_MAX = 2000;

// base64 is a file's bytes as the engine's JSON takes them.
function base64(buffer) {
  const bytes = new Uint8Array(buffer);
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

// mailto is a draft's mailto: link (RFC 6068), or '' when it does not fit.
export function mailto(d) {
  const to = (d.to || []).map((a) => (a.match(/<([^>]*)>\s*$/) || [null, a])[1].trim());
  const link = `mailto:${to.map(encodeURIComponent).join(',')}?subject=${encodeURIComponent(d.subject)}&body=${encodeURIComponent(d.body.replace(/\n/g, '\r\n'))}`;
  return link.length <= MAILTO_MAX ? link : '';
}

// A deadline is kept as RFC 3339 with the GM's zone (2026-12-07T18:00:00+01:00,
// gamefile.ParseDeadline); the page's date-time fields hold the GM's local
// time (2026-12-07T18:00). The engine never reads a clock: the time left is
// the page's.

// zoned is a date-time field's value as a deadline, with this browser's
// zone at that time ('' for an empty or unreadable field).
export function zoned(local) {
  const t = new Date(local);
  if (!local || Number.isNaN(t.getTime())) return '';
  return withZone(local, -t.getTimezoneOffset());
}

// withZone is a local date-time (seconds optional) with a zone offset in
// minutes east of UTC, as RFC 3339 writes it.
export function withZone(local, offset) {
  const two = (n) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

// localValue is a deadline as this browser's date-time field shows it, in
// the GM's local time to the minute ('' when there is none).
export function localValue(deadline) {
  const t = Date.parse(deadline || '');
  if (Number.isNaN(t)) return '';
  return new Date(t - new Date(t).getTimezoneOffset() * 60000).toISOString().slice(0, 16);
}

// timeLeft says how long until a deadline from now (milliseconds since
// 1970), or how long ago it passed: "2 days 3 hours left", "passed 40
// minutes ago"; '' when there is none.
export function timeLeft(deadline, now) {
  const ms = Date.parse(deadline || '') - now;
  if (Number.isNaN(ms)) return '';
  const n = (k, word) => `${k} ${word}${k === 1 ? '' : 's'}`;
  const span = (minutes) => {
    const d = Math.floor(minutes / 1440);
    const h = Math.floor((minutes % 1440) / 60);
    const m = minutes % 60;
    if (d) return h ? `${n(d, 'day')} ${n(h, 'hour')}` : n(d, 'day');
    if (h) return m ? `${n(h, 'hour')} ${n(m, 'minute')}` : n(h, 'hour');
    return n(m, 'minute');
  };
  if (ms >= 60000) return `${span(Math.floor(ms / 60000))} left`;
  if (ms > 0) return 'less than a minute left';
  const ago = Math.floor(-ms / 60000);
  return ago < 1 ? 'passed just now' : `passed ${span(ago)} ago`;
}

// dueWords is the deadline line of who is missing: the deadline in the
// engine's words and the time left.
export function dueWords(summary, now) {
  if (!summary || !summary.deadline) return '';
  return `Sheets for ${summary.phaseLong} are due ${summary.deadlineLong}: ${timeLeft(summary.deadline, now)}.`;
}

export function mailView() {
  const missingCalls = new Latest('missing');
  const told = $('mail-told');
  const missing = $('missing');
  const deadline = $('deadline');
  const nextDeadline = $('next-deadline');
  const pasteDialog = $('paste-mail-dialog');
  const pasteBox = $('paste-mail-text');
  let summary = null; // the game's, for its deadline
  let on = { deadline: async () => {}, nextDeadline: async () => {}, paste: async () => {} };

  // bind hands the GM's edits to the controller: deadline(value) sets the
  // phase's (RFC 3339, '' clears it) and fails with the engine's refusal;
  // nextDeadline(value) the next phase's after adjudicating; paste(text)
  // reads a message's raw source as a dropped .eml.
  function bind(handlers) {
    on = { ...on, ...handlers };
    $('deadline-set').addEventListener('click', async () => {
      const error = $('deadline-error');
      error.hidden = true;
      try {
        await on.deadline(zoned(deadline.value));
      } catch (e) {
        error.textContent = e.message;
        error.hidden = false;
      }
    });
    nextDeadline.addEventListener('change', () => {
      on.nextDeadline(zoned(nextDeadline.value)).catch((e) => showAlert(`The next phase's deadline was not set: ${e.message}`));
    });
    $('paste-mail-button').addEventListener('click', () => {
      pasteBox.value = '';
      pasteDialog.showModal();
      pasteBox.focus();
    });
    $('paste-mail-cancel').addEventListener('click', () => pasteDialog.close());
    $('paste-mail-read').addEventListener('click', async () => {
      const text = pasteBox.value;
      if (!text.trim()) return;
      pasteDialog.close();
      await on.paste(text);
    });
  }

  // showDeadline shows the phase's deadline (the load call's summary) in
  // its field and with the time left, here and in who is missing; the
  // time left is counted again every half minute.
  function showDeadline(s) {
    // The next phase's field is another phase's once the game moved on.
    if (!summary || summary.name !== s.name || summary.phase !== s.phase) nextDeadline.value = '';
    summary = s;
    deadline.value = localValue(s.deadline);
    tick();
  }

  function tick() {
    const now = Date.now();
    $('deadline-left').textContent = summary && summary.deadline ? `${summary.deadlineLong}: ${timeLeft(summary.deadline, now)}` : 'none set';
    const due = $('missing-deadline');
    due.textContent = dueWords(summary, now);
    due.hidden = !due.textContent;
  }
  setInterval(tick, 30000);

  // nextDeadlineValue is the next phase's deadline as the GM set it
  // (RFC 3339, '' none), for adjudicate; showNextDeadline shows the one
  // the results' next game file holds.
  const nextDeadlineValue = () => zoned(nextDeadline.value);
  function showNextDeadline(value) {
    nextDeadline.value = localValue(value);
  }

  // read reads the files (File objects) or a pasted source ({name, text})
  // and answers the engine's inbox, or null after saying why not.
  async function read(game, files) {
    const mail = [];
    for (const f of files) {
      if (typeof f.text === 'string' && !(f instanceof Blob)) mail.push({ name: f.name, data: base64(new TextEncoder().encode(f.text)) });
      else mail.push({ name: f.name, data: base64(await f.arrayBuffer()) });
    }
    try {
      return await call('mail', { game, mail });
    } catch (e) {
      showAlert(`The mail could not be read: ${e.message}`);
      return null;
    }
  }

  // showInbox lists what the mail gave: each power's message with its
  // sender and date, what it replaced, and each message left for the GM
  // with its text, to paste by hand.
  function showInbox(inbox) {
    clear(told);
    for (const line of inbox.told || []) told.append(el('li', {}, line));
    for (const u of inbox.undecided || []) {
      const m = inbox.messages[u.message];
      told.append(el('li', { className: 'undecided' },
        // The reason is in the told line above: the summary names the
        // message only, so that the GM reads the reason once.
        el('details', {}, el('summary', {}, `The text of ${m.source}, from ${m.sender || 'an unknown sender'}, not assigned: paste it under its power's header yourself`), el('pre', {}, m.text))));
    }
    $('mail-block').hidden = !told.children.length;
  }

  // renderMissing lists who has sent nothing yet in the text, with their
  // addresses and what rule 3.3 does with them. request names the game
  // (by its worker session, or its text) and the live check's silent powers.
  async function renderMissing(request) {
    let list;
    try {
      list = await missingCalls.run(request);
    } catch (e) {
      if (e instanceof Superseded) return;
      // Said, not swallowed: an empty list would tell the GM that nobody
      // is missing.
      showAlert(`Who is missing could not be worked out: ${e.message}`);
      list = [];
    }
    clear(missing);
    for (const m of list || []) {
      const addr = m.addresses.length ? m.addresses.join(', ') : 'no address in the game file';
      missing.append(el('li', {}, el('strong', {}, m.power), ` (${addr}): ${m.consequence}`));
    }
    $('missing-block').hidden = !missing.children.length;
  }

  // offerDrafts makes the phase's drafts and saves them as one zip, and
  // lists a mailto: link per power where its body fits.
  async function offerDrafts(request, base) {
    let answer;
    try {
      answer = await call('drafts', request);
    } catch (e) {
      showAlert(`The drafts could not be made: ${e.message}`);
      return;
    }
    const links = clear($('draft-links'));
    for (const d of answer.drafts) {
      const link = mailto(d);
      if (link) links.append(el('li', {}, el('a', { href: link }, `Write to ${d.power || 'the public list'}`)));
    }
    save(`${base}-mail.zip`, new Blob([zip(answer.drafts.map((d) => ({ name: d.name, text: d.text })))], { type: 'application/zip' }));
  }

  return { bind, read, showInbox, renderMissing, offerDrafts, showDeadline, nextDeadlineValue, showNextDeadline };
}

// mergeText puts the mail's sheets into the GM's text: the sheets after
// what is there (a power's later section replaces its earlier one when the
// GM adjudicates leniently; the check names both).
export function mergeText(text, mailText) {
  if (!text.trim()) return mailText;
  return `${text.replace(/\s*$/, '')}\n\n${mailText}`;
}
