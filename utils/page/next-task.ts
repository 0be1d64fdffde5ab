/**
 * Resolves in one of the page's next tasks, after the microtasks queued now
 * (where React and Vue render what an event changed). A message the page
 * posts to itself is never held back, where a timer in a background tab
 * waits a second or more.
 * @example await nextTask(window) // the component has rendered the last keypress
 */
export function nextTask(view: Window & typeof globalThis): Promise<void> {
  return new Promise((resolve) => {
    const channel = new view.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
