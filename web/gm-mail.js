// The GM's mail loop on the page (issue 35): mail files dropped or opened
// are read by the engine (its mail call) into each power's sheet, which
// lands in the text under the power's header; what was assigned, replaced
// or left for the GM is listed with sender and date; who is still missing
// is listed with their addresses and rule 3.3's consequence; after
// adjudicating, the drafts (one .eml per power, one for the public list)
// come as one zip, with a mailto: link per power where the body fits.
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

export function mailView() {
  const missingCalls = new Latest('missing');
  const told = $('mail-told');
  const missing = $('missing');

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
        el('details', {}, el('summary', {}, `Not assigned: ${m.source}, from ${m.sender || 'an unknown sender'}: ${u.why}`), el('pre', {}, m.text))));
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

  return { read, showInbox, renderMissing, offerDrafts };
}

// mergeText puts the mail's sheets into the GM's text: the sheets after
// what is there (a power's later section replaces its earlier one when the
// GM adjudicates leniently; the check names both).
export function mergeText(text, mailText) {
  if (!text.trim()) return mailText;
  return `${text.replace(/\s*$/, '')}\n\n${mailText}`;
}
