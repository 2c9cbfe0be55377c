/**
 * A page loaded afresh (a link from elsewhere, a typed address) has no state in its history entry: react-router names
 * its location "default", and <ScrollRestoration> would open every fresh load at the position saved under that one
 * name by the last. The entry gets a key of its own, where react-router keeps it (`history.state.key`), so it opens at
 * the top and Back or Forward to it finds its own position.
 */
export function keyFreshLoad() {
  const state = window.history.state as { key?: string } | null;
  if (state?.key) return;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}
