// Small helpers on the page's own elements, shared by the playground's modules by import.

/** The element of an id. */
export const $ = (id) => document.getElementById(id);

/** A new element with its text and properties. */
export function element(tag, text, props) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  return Object.assign(e, props || {});
}

// ---------------------------------------------------------------- the board's size
// The whole board, its status bar included, fits the window's height: no scrolling to see the
// captures, the goal or the pieces waiting. On a phone the width rules.
const MAX_BOARD = 760;

/** Sizes a board's wrapper so its drawing fits the window's height. */
export function fitBoard(wrap) {
  const svg = wrap && wrap.querySelector('svg');
  if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.height) return;
  if (wrap.offsetParent === null) return; // hidden: sized when shown
  const box = svg.viewBox.baseVal;
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  const height = Math.max(300, window.innerHeight - top - 12);
  wrap.style.width = 'min(' + MAX_BOARD + 'px, 100%, ' + Math.floor((height * box.width) / box.height) + 'px)';
}

/** Sizes every board shown. */
export function fitBoards() {
  document.querySelectorAll('.board-wrap').forEach(fitBoard);
}
window.addEventListener('resize', fitBoards);

/** Shows a drawing the server made (the library draws every board) and sizes it. */
export function showSvg(container, svg) {
  container.innerHTML = svg;
  fitBoard(container.closest('.board-wrap'));
}

/**
 * Scrolls a list, and only the list (not the page), so that one of its items is in view: the
 * current move stays visible however long the game.
 */
export function keepInView(list, item) {
  if (!item) return;
  const top = item.offsetTop - list.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/** Fills a move list: one move a line, the current one marked and scrolled into view. */
export function showMoves(list, moves, current, onPick) {
  if (list.dataset.moves !== String(moves.length) || !onPick) {
    list.replaceChildren(...moves.map((m, i) => {
      const li = element('li', m);
      if (onPick) {
        li.tabIndex = -1;
        li.addEventListener('click', () => onPick(i + 1));
      }
      return li;
    }));
    list.dataset.moves = String(moves.length);
  }
  [...list.children].forEach((li, i) => {
    const now = i === current;
    li.classList.toggle('current', now);
    if (now) li.setAttribute('aria-current', 'step');
    else li.removeAttribute('aria-current');
  });
  keepInView(list, list.children[current]);
}
