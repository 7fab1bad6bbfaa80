// The page's header actions and the ways a file comes in: Open game…, New
// game…, the Sheets panel's Load text… and Mail…, and files dropped
// anywhere on the page (.eml and .mbox files are mail, read together; a
// .txt or plain text is a text of sheets, anything else a game file).
import { $ } from './ui.js';

export function openView() {
  const openGameButton = $('open-game-button');
  const openGame = $('open-game');
  const openText = $('open-text');
  const newGame = $('new-game');
  const drop = $('drop');

  // bind hands what comes in to the controller: gameFile(file),
  // textFile(file), mailFiles(files) and newGame().
  function bind(on) {
    newGame.addEventListener('click', on.newGame);
    openGameButton.addEventListener('click', () => openGame.click());
    $('open-text-button').addEventListener('click', () => openText.click());
    openGame.addEventListener('change', (e) => { if (e.target.files[0]) on.gameFile(e.target.files[0]); e.target.value = ''; });
    openText.addEventListener('change', (e) => { if (e.target.files[0]) on.textFile(e.target.files[0]); e.target.value = ''; });
    $('open-mail-button').addEventListener('click', () => $('open-mail').click());
    $('open-mail').addEventListener('change', (e) => { on.mailFiles([...e.target.files]); e.target.value = ''; });
    let depth = 0;
    document.addEventListener('dragenter', (e) => { e.preventDefault(); depth++; drop.hidden = false; });
    document.addEventListener('dragleave', () => { depth = Math.max(0, depth - 1); if (!depth) drop.hidden = true; });
    document.addEventListener('dragover', (e) => e.preventDefault());
    document.addEventListener('drop', (e) => {
      e.preventDefault();
      depth = 0;
      drop.hidden = true;
      const files = e.dataTransfer ? [...e.dataTransfer.files] : [];
      const mail = files.filter((f) => /\.(eml|mbox)$/i.test(f.name) || f.type === 'message/rfc822');
      if (mail.length) {
        on.mailFiles(mail);
        return;
      }
      const file = files[0];
      if (!file) return;
      if (/\.txt$/i.test(file.name) || file.type === 'text/plain') on.textFile(file);
      else on.gameFile(file);
    });
  }

  // enable lets the GM open and start games once the engine is ready.
  function enable() {
    openGameButton.disabled = false;
    newGame.disabled = false;
  }

  return { bind, enable };
}
