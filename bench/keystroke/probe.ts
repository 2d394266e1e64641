declare global {
  interface Window { benchKeystrokeLatencies: number[] }
}

/**
 * Records, for every character keydown, the time from the event until the frame after it
 * has been produced: requestAnimationFrame runs before the next paint, the setTimeout inside
 * it after. event.timeStamp and performance.now() share the page's time origin. Editing keys
 * (the Delete of Playwright's fill) are left out so only typed characters count.
 */
export function installKeystrokeProbe(): void {
  window.benchKeystrokeLatencies = [];
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key.length !== 1) return;
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.benchKeystrokeLatencies.push(performance.now() - start), 0));
    },
    { capture: true },
  );
}
