// The Rules tab, built from the server's list of games: each game's summary, its players in turn
// order and its rule sets with their facts and clocks. The rules themselves are taught by the
// lessons, which the library checks; the page writes only how its own controls work.
import { $, element } from './dom.js';
import { clockWords, factsLine } from './games.js';
import { showTab } from './tabs.js';

// Facts still at zero at the start (no captures yet) say nothing about the rules.
const ruleFacts = (facts) => facts.filter((f) => !/^\D*0(\D+0)*\D*$/.test(f.value));

/** Builds one article a game; {@code openLessons} opens a game's lessons. */
export function showRulesOf(games, openLessons) {
  const articles = games.map((g) => {
    const article = element('article', undefined, { className: 'card rules', id: 'rules-' + g.name });
    article.setAttribute('aria-labelledby', 'rules-title-' + g.name);
    article.append(element('h2', g.displayName, { id: 'rules-title-' + g.name }), element('p', g.summary));
    article.append(element('p', 'Players, in turn order: ' + g.players.join(', ') + '.'));
    // The facts every rule set shares are written once; each rule set then says what differs.
    const key = (f) => f.label + '\u0000' + f.value;
    const facts = g.rulesChoices.map((c) => ruleFacts(c.facts));
    const shared = facts[0].filter((f) => facts.every((fs) => fs.some((x) => key(x) === key(f))));
    if (shared.length && g.rulesChoices.length > 1) {
      const dl = element('dl', undefined, { className: 'shared-facts' });
      dl.append(...shared.flatMap((f) => [element('dt', f.label), element('dd', f.value)]));
      article.append(dl);
    }
    const sharedKeys = new Set(g.rulesChoices.length > 1 ? shared.map(key) : []);
    article.append(element('h3', g.rulesChoices.length > 1 ? 'Rule sets' : 'Rules'));
    const ul = element('ul', undefined, { className: 'rule-sets' });
    ul.replaceChildren(...g.rulesChoices.map((c, i) => {
      const li = element('li');
      const own = facts[i].filter((f) => !sharedKeys.has(key(f)));
      li.append(element('b', c.label), ': ' + (own.length ? factsLine(own) + '; ' : '') + 'clock ' + clockWords(c.clock) + '. ');
      li.append(element('code', c.rules, { className: 'rules-text', title: 'The rules text the lab and game records use' }));
      return li;
    }));
    article.append(ul);
    if (g.lessons) {
      const b = element('button', g.displayName + ' lessons (' + g.lessons + ')', { type: 'button', className: 'open-lessons' });
      b.title = 'Short puzzles that teach ' + g.displayName + '\'s rules, each move checked by the library';
      b.addEventListener('click', () => openLessons(g.name));
      article.append(b);
    }
    return article;
  });
  $('rules-games').replaceChildren(...articles);
}

/** Shows the Rules tab at one game's rules. */
export function showRules(game) {
  showTab('rules');
  const a = $('rules-' + game);
  if (!a) return;
  a.scrollIntoView({ block: 'nearest' });
  a.classList.add('flash');
  setTimeout(() => a.classList.remove('flash'), 1200);
}
