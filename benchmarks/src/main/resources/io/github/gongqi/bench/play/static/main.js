// The playground page's entry point: it wires the modules together. Each module keeps its own
// state and exports what the others call; nothing is shared through globals.
import { $, fitBoards } from './dom.js';
import { gamesReady } from './games.js';
import { setUpTabs, onTab, showTab } from './tabs.js';
import { setUpNewGame, pickRoomGame, pickedGame } from './newgame.js';
import {
  setUpTable, enterRoom, openRoom, onRoom, shownGame, playing,
} from './play.js';
import { showRulesOf, showRules } from './rules.js';
import { setUpLessons, showLessonGames, openLessons } from './lessons.js';
import { setUpReplay } from './replay.js';

setUpTabs();
setUpTable();
setUpReplay();
setUpLessons(showRules);
onRoom(pickRoomGame);
const loaded = setUpNewGame(enterRoom, playing);

const lessonsOf = (game) => {
  openLessons(game);
  showTab('lessons');
};

gamesReady.then((games) => {
  showRulesOf(games, lessonsOf);
  showLessonGames(games.filter((g) => g.lessons));
}).catch(() => {
  // said by the new-game form
});

// The Lessons tab opens on the lessons of the game picked to play, the first time.
onTab((name) => {
  if (name !== 'lessons') return;
  loaded.then(() => {
    const g = pickedGame();
    openLessons(g && g.lessons ? g.name : null, true);
  });
});
$('rules-link').addEventListener('click', () => showRules(shownGame() || (pickedGame() || {}).name));

// The new-game row may wrap (bot options shown, a narrow window): the board below it follows.
if (typeof ResizeObserver === 'function') new ResizeObserver(fitBoards).observe($('new-game'));

// The shared link is /?room=ID; a seat's private link adds #seat=TOKEN (also read: #room=ID&seat=…).
const q = new URLSearchParams(location.search);
const h = new URLSearchParams(location.hash.slice(1));
const id = q.get('room') || h.get('room');
if (id) loaded.then(() => openRoom(id, h.get('seat')));
