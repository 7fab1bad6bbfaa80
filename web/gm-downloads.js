// The downloads of an adjudication, grouped by who may receive them: each
// power's private report (in a Tin Cup game, rule 6.3, all of its own files
// with a zip of them), what everybody receives, and the GM's own files with
// a zip of everything. Kinds, owners and the files' shared stem are the
// engine's (adjudicate's files and base): no file name is parsed here.
import { $, el, clear, save, showAlert } from './ui.js';
import { zip } from './zip.js';

// ownLabels name a power's own files; labels everybody's and the GM's.
const ownLabels = { report: 'report', results: 'results, as this power sees them', map: 'map, as this power sees it', position: 'position file, as this power sees it' };
const types = { map: 'image/svg+xml', game: 'application/json', position: 'application/json' };

function zipButton(label, name, files) {
  const button = el('button', { type: 'button', className: 'file', dataset: { file: name } }, label, el('small', {}, name));
  button.addEventListener('click', () => {
    try {
      save(name, new Blob([zip(files)], { type: 'application/zip' }));
    } catch (e) {
      showAlert(`The zip could not be made: ${e.message}`);
    }
  });
  return el('li', {}, button);
}

function fileButton(label, f) {
  const button = el('button', { type: 'button', className: 'file', dataset: { file: f.name } }, label, el('small', {}, f.name));
  button.addEventListener('click', () => save(f.name, f.text, types[f.kind]));
  return el('li', {}, button);
}

export function downloadsView() {
  const downloads = $('downloads');
  const reports = $('reports');
  const publicFiles = $('public-files');
  const gmFiles = $('gm-files');

  // ownFiles starts one power's group of downloads in a blind game, its zip
  // first: everything that goes to that power, and only that.
  function ownFiles(files, power, base) {
    const list = el('ul', { className: 'files' });
    const name = `${base}-${power.toLowerCase()}.zip`;
    list.append(zipButton(`All of ${power}'s files, as one zip`, name, files.filter((f) => f.power === power)));
    reports.append(el('li', { className: 'power-files' }, el('h5', {}, power), list));
    return list;
  }

  // render lists adjudicate's answer a's files.
  function render(a) {
    const blind = a.files.some((f) => f.power && f.kind === 'map');
    const base = a.base || 'payola';
    clear(reports);
    clear(publicFiles);
    clear(gmFiles);
    reports.classList.toggle('by-power', blind);
    downloads.classList.toggle('by-power', blind);
    const labels = {
      results: 'Public results',
      map: 'Map of the phase (SVG)',
      position: `Public position, ${a.nextPhaseLong} (for the players' sheet checker)`,
      chart: 'GM chart (every offer, every balance)',
      game: `Next game file, ${a.nextPhaseLong}`,
    };
    const groups = new Map(); // blind: power -> its list
    for (const f of a.files) {
      // A file with a power is that power's alone (its report; in a blind
      // game, rule 6.3, its own results, map and position too).
      const label = f.power ? `${f.power} ${ownLabels[f.kind] || f.kind}`
        : f.gmOnly && (f.kind === 'results' || f.kind === 'map') ? `Full ${f.kind === 'map' ? 'map' : 'results'}, every unit (GM only)`
          : labels[f.kind] || f.name;
      const item = fileButton(label, f);
      if (f.power && blind) {
        if (!groups.has(f.power)) groups.set(f.power, ownFiles(a.files, f.power, base));
        groups.get(f.power).append(item);
      } else if (f.power) reports.append(item);
      else if (f.gmOnly) gmFiles.append(item);
      else publicFiles.append(item);
    }
    if (blind && !publicFiles.children.length) {
      publicFiles.append(el('li', { className: 'muted' }, 'Nothing: in a Tin Cup game each power receives only its own files (rule 6.3).'));
    }
    gmFiles.prepend(zipButton('Everything, as one zip', `${base}-all-gm.zip`, a.files));
  }

  return { render };
}
