// The downloads of an adjudication, grouped by who may receive them: for
// each power one zip of everything it receives (its own files, and what
// everybody receives; in a Tin Cup game, rule 6.3, only its own), its
// report to copy into a mail, and a checkbox for "sent"; then what
// everybody receives, and the GM's own files with a zip of everything.
// Kinds, owners and the files' shared stem are the engine's (adjudicate's
// files and base): no file name is parsed here.
import { $, el, clear, save, showAlert } from './ui.js';
import { zip } from './zip.js';

// ownLabels name a power's own files; labels everybody's and the GM's.
const ownLabels = { report: 'report', results: 'results, as this power sees them', map: 'map, as this power sees it', position: 'position file, as this power sees it', plot: 'plot of its own treasury and bribes' };
const types = { map: 'image/svg+xml', plot: 'image/svg+xml', game: 'application/json', position: 'application/json' };

// receives is every file that goes to power: its own and everybody's.
export function receives(files, power) {
  return files.filter((f) => f.power === power || (!f.power && !f.gmOnly));
}

// copyText puts text on the clipboard; where the browser refuses the
// Clipboard API (no permission, an older browser) it copies a selection.
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch (e) {
    const area = el('textarea', { value: text, readOnly: true });
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw e;
  }
}

export function downloadsView() {
  const downloads = $('downloads');
  const reports = $('reports');
  const publicFiles = $('public-files');
  const gmFiles = $('gm-files');
  let on = { downloaded: () => {}, sent: () => {} };

  // bind hands the GM's actions to the controller: downloaded(names) after
  // files went out, sent(power, yes) when a power's checkbox changes.
  function bind(handlers) {
    on = handlers;
  }

  function zipButton(label, name, files) {
    const button = el('button', { type: 'button', className: 'file', dataset: { file: name } }, label, el('small', {}, name));
    button.addEventListener('click', () => {
      try {
        save(name, new Blob([zip(files)], { type: 'application/zip' }));
        on.downloaded(files.map((f) => f.name));
      } catch (e) {
        showAlert(`The zip could not be made: ${e.message}`);
      }
    });
    return el('li', {}, button);
  }

  function fileButton(label, f) {
    const button = el('button', { type: 'button', className: 'file', dataset: { file: f.name } }, label, el('small', {}, f.name));
    button.addEventListener('click', () => {
      save(f.name, f.text, types[f.kind]);
      on.downloaded([f.name]);
    });
    return el('li', {}, button);
  }

  // powerGroup is one power's part: the zip of all it receives, its report
  // to copy, whether it was sent, then its own files one by one.
  function powerGroup(a, power, base, sent) {
    const list = el('ul', { className: 'files' });
    const mine = receives(a.files, power);
    list.append(zipButton(`Everything ${power} receives, as one zip (${mine.length} files)`, `${base}-${power.toLowerCase()}.zip`, mine));
    const report = a.files.find((f) => f.power === power && f.kind === 'report');
    const status = el('span', { className: 'copied muted', role: 'status' });
    if (report) {
      const copy = el('button', { type: 'button', className: 'file copy', dataset: { copy: power } }, `Copy ${power}'s report`, el('small', {}, 'to paste into a mail'));
      copy.addEventListener('click', async () => {
        try {
          await copyText(report.text);
          status.textContent = 'Copied.';
        } catch (e) {
          status.textContent = `Not copied (${e.message}): download the report instead.`;
        }
      });
      list.append(el('li', {}, copy, ' ', status));
    }
    const box = el('input', { type: 'checkbox', checked: sent.includes(power), dataset: { sent: power } });
    box.addEventListener('change', () => on.sent(power, box.checked));
    const group = el('li', { className: 'power-files', dataset: { power } },
      el('div', { className: 'power-head' }, el('h5', {}, power), el('label', { className: 'sent' }, box, ` sent to ${power}`)),
      list);
    reports.append(group);
    return list;
  }

  // render lists adjudicate's answer a's files; state holds what of them
  // was sent already (sent: powers).
  function render(a, state) {
    const blind = a.files.some((f) => f.power && f.kind === 'map');
    const base = a.base || 'payola';
    clear(reports);
    clear(publicFiles);
    clear(gmFiles);
    reports.classList.add('by-power');
    downloads.classList.add('by-power');
    const labels = {
      results: 'Public results',
      map: 'Map of the phase (SVG)',
      plot: 'Supply centers and units over the game (SVG plot)',
      position: `Public position, ${a.nextPhaseLong} (for the players' sheet checker)`,
      chart: 'GM chart (every offer, every balance)',
      game: `Next game file, ${a.nextPhaseLong}`,
    };
    const groups = new Map(); // power -> its list
    for (const f of a.files) {
      // A file with a power is that power's alone (its report; in a blind
      // game, rule 6.3, its own results, map and position too).
      const label = f.power ? `${f.power} ${ownLabels[f.kind] || f.kind}`
        : f.gmOnly && (f.kind === 'results' || f.kind === 'map') ? `Full ${f.kind === 'map' ? 'map' : 'results'}, every unit (GM only)`
          : f.gmOnly && f.kind === 'plot' ? 'Every power\'s centers, units and money over the game (SVG plot, GM only)'
          : labels[f.kind] || f.name;
      const item = fileButton(label, f);
      if (f.power) {
        if (!groups.has(f.power)) groups.set(f.power, powerGroup(a, f.power, base, state.sent || []));
        groups.get(f.power).append(item);
      } else if (f.gmOnly) gmFiles.append(item);
      else publicFiles.append(item);
    }
    if (blind && !publicFiles.children.length) {
      publicFiles.append(el('li', { className: 'muted' }, 'Nothing: in a Tin Cup game each power receives only its own files (rule 6.3).'));
    }
    gmFiles.prepend(zipButton('Everything, as one zip', `${base}-all-gm.zip`, a.files));
  }

  return { bind, render };
}
