// The games the server has. GET /api/games names every game with its summary, its players and
// its rule sets, each with its clock and its facts at the start: the picker, the clock menu, the
// first page and the Rules tab are built from it, so the page restates no rule.
import { api } from './api.js';

/** The server's list of games, once it has come (an empty list if it failed). */
export const gamesReady = api('GET', '/api/games').then((r) => r.games);

/** A time control as the server writes it ("4:00+30s"), spaced for reading ("4:00 + 30 s"). */
export const clockWords = (tc) => (tc === '-' ? 'none' : tc.replace('+', ' + ').replace(/s$/, ' s'));

/** Facts as one line: "Power: 1 · Goal: 20 captures". */
export const factsLine = (facts) => facts.map((f) => f.label + ': ' + f.value).join(' · ');

/** The picker's value for a rule set: the game's name and the rule set's short label. */
export const pickValue = (g, c) => g.name + '/' + c.label;

/** The game and rule set of a picker's value, or nulls. */
export function choiceOf(games, value) {
  for (const g of games) {
    for (const c of g.rulesChoices) {
      if (pickValue(g, c) === value) return [g, c];
    }
  }
  return [null, null];
}

const starts = new Map();

/**
 * The start position of a rule set, drawn by the server. The game list may carry it; else it is
 * the drawing of a record with no move, which the replay desk draws.
 */
export function startSvg(c) {
  if (c.svg) return Promise.resolve(c.svg);
  if (!starts.has(c.rules)) {
    const record = '[Rules ' + JSON.stringify(c.rules) + ']\n[Result "*"]\n\n*\n';
    starts.set(c.rules, api('POST', '/api/replay', { record }).then((r) => r.svg));
  }
  return starts.get(c.rules);
}
