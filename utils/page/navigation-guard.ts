/** How long after a write the page's own handlers are still taken as answering it: they queue timers and promises. */
export const GUARD_GRACE_MS = 1_000;

/**
 * Keeps a page from submitting or leaving while a fill writes into it and for a
 * moment after: a fill sends input and change events, and some pages answer them
 * by submitting the form or navigating. Submissions are cancelled before the
 * page's own submit handlers see them; navigations through the Navigation API,
 * unless the person started them (a click on a link).
 * A page that calls `form.submit()` itself fires no event and cannot be stopped.
 * @example const release = holdNavigation(window); write(); release(); // lifted after GUARD_GRACE_MS
 */
export function holdNavigation(view: Window, graceMs = GUARD_GRACE_MS): () => void {
  const onSubmit = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const navigation = (view as Window & { navigation?: EventTarget }).navigation;
  const onNavigate = (event: Event) => {
    const navigate = event as Event & { hashChange?: boolean; userInitiated?: boolean };
    // The person's own click on a link (the next step of a flow) is theirs to make, however soon after the fill.
    if (navigate.cancelable && !navigate.hashChange && !navigate.userInitiated) navigate.preventDefault();
  };
  view.addEventListener('submit', onSubmit, true);
  navigation?.addEventListener('navigate', onNavigate);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    view.setTimeout(() => {
      view.removeEventListener('submit', onSubmit, true);
      navigation?.removeEventListener('navigate', onNavigate);
    }, graceMs);
  };
}
