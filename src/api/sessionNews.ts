/**
 * What the API's answers say about the browser session: how long it has left (the server's
 * x-session-expires-in on every answer) or that it is over (a 401). The API client reports
 * every answer here; the session timeout warning listens.
 */

/** The header every answer of a live session carries (whole seconds left). */
export const SESSION_HEADER = 'x-session-expires-in';

export type SessionNews = { type: 'activity'; expiresIn: number } | { type: 'ended' };

const listeners = new Set<(news: SessionNews) => void>();
/** The latest news and when it came, so a listener that starts late (after a step's loads) hears it. */
let latest: { news: SessionNews; at: number } | null = null;

/** Hears the latest session news at once (as of now), then every new piece until the returned function is called. */
export function onSessionNews(listener: (news: SessionNews) => void): () => void {
  listeners.add(listener);
  if (latest?.news.type === 'ended') listener(latest.news);
  else if (latest) listener({ type: 'activity', expiresIn: Math.max(0, latest.news.expiresIn - (Date.now() - latest.at) / 1000) });
  return () => listeners.delete(listener);
}

/** Reports what an answer says about the session. */
export function reportSession(response: Response): void {
  const header = response.headers.get(SESSION_HEADER);
  const expiresIn = header === null ? Number.NaN : Number(header);
  let news: SessionNews | null = null;
  if (response.status === 401) news = { type: 'ended' };
  else if (Number.isFinite(expiresIn) && expiresIn >= 0) news = { type: 'activity', expiresIn };
  if (!news) return;
  latest = { news, at: Date.now() };
  for (const listener of listeners) listener(news);
}
