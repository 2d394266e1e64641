/**
 * signature_pad as jsdom can run it: jsdom has no canvas, so component tests and rendered stories
 * get this stand-in (tests/setup/dom.ts), which draws nothing and lets a test sign with
 * `FakeSignaturePad.latest().stroke()`, reported to the app exactly as signature_pad reports a
 * finished stroke ('endStroke'). Its drawing is a fixed PNG data URL.
 */

/** What the fake's toDataURL answers once something is drawn. */
export const FAKE_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export default class FakeSignaturePad {
  static instances: FakeSignaturePad[] = [];

  /** The pad mounted last. */
  static latest(): FakeSignaturePad {
    const pad = FakeSignaturePad.instances.at(-1);
    if (!pad) throw new Error('no signature pad is mounted');
    return pad;
  }

  readonly canvas: HTMLCanvasElement;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();
  private strokes = 0;

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
    FakeSignaturePad.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  /** A stroke the user finished. */
  stroke(): void {
    this.strokes += 1;
    for (const listener of this.listeners.get('endStroke') ?? []) listener(new Event('endStroke'));
  }

  isEmpty(): boolean {
    return this.strokes === 0;
  }

  clear(): void {
    this.strokes = 0;
  }

  toDataURL(): string {
    return FAKE_SIGNATURE;
  }

  toData(): unknown[] {
    return [];
  }

  fromData(): void {
    // Nothing to draw without a canvas.
  }

  fromDataURL(): Promise<void> {
    this.strokes = Math.max(this.strokes, 1);
    return Promise.resolve();
  }

  off(): void {
    this.listeners.clear();
  }
}
