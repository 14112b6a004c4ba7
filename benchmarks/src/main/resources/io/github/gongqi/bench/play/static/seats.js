// A seat's token is kept in local storage, per room, so it survives a reload, another tab and a
// browser restart; the seat's private link (#seat=TOKEN) carries it to another browser. The room's
// shared link carries no token: opened where a token is stored, it reuses the seat.
const SEATS_KEY = 'gongqi-play:seats';
const MAX_SEATS = 100;

function storedSeats() {
  try {
    return JSON.parse(localStorage.getItem(SEATS_KEY)) || {};
  } catch (err) {
    return {};
  }
}

function save(all) {
  try {
    localStorage.setItem(SEATS_KEY, JSON.stringify(all));
  } catch (err) {
    // Storage refused (a private window's quota): the seat's private link still works.
  }
}

/** The token stored for a room, or null. */
export function storedToken(id) {
  const s = storedSeats()[id];
  // Pages of an older version kept the token for the tab only.
  return s ? s.token : sessionStorage.getItem('token:' + id);
}

/** Remembers a room's token. */
export function storeToken(id, t) {
  const all = storedSeats();
  all[id] = { token: t, at: Date.now() };
  // The most recent rooms only: storage stays small however many games are played here.
  Object.keys(all).sort((a, b) => all[b].at - all[a].at).slice(MAX_SEATS).forEach((k) => delete all[k]);
  save(all);
}

/** Forgets a room's token (a room the server does not know). */
export function forgetToken(id) {
  const all = storedSeats();
  delete all[id];
  save(all);
  sessionStorage.removeItem('token:' + id);
}

/** Calls back when another tab of this browser stores a seat. */
export function onSeatStored(callback) {
  window.addEventListener('storage', (e) => {
    if (e.key === SEATS_KEY) callback();
  });
}

/** The room's shared link. */
export const roomLink = (id) => location.origin + '/?room=' + encodeURIComponent(id);

/** A seat's private link. */
export const seatLink = (id, t) => roomLink(id) + '#seat=' + encodeURIComponent(t);
