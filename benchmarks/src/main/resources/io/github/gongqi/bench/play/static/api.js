// The playground's HTTP API, as the page calls it.

/**
 * Calls the API and returns its JSON answer; a refusal throws an Error with the server's words
 * and the HTTP status. A seat's token travels in a header, not in the URL (logs, Referer).
 */
export async function api(method, path, body, seatToken) {
  const headers = { 'Content-Type': 'application/json' };
  if (seatToken) headers['X-Seat-Token'] = seatToken;
  const r = await fetch(path, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = await r.json().catch(() => ({ error: r.status + ' ' + r.statusText }));
  if (!r.ok) {
    const err = new Error(j.error || r.statusText);
    err.status = r.status;
    throw err;
  }
  return j;
}

/** A room's path in the API. */
export const roomPath = (id) => '/api/rooms/' + encodeURIComponent(id);
