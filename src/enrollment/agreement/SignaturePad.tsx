/**
 * The drawing surface of the signature (signature_pad on a canvas). This module is loaded lazily
 * by SignatureField, so signature_pad sits in this tab's own chunk, never in another route's.
 * Mouse, pen and touch draw through pointer events (touch-action: none keeps a finger from
 * scrolling the page); keyboard users sign by typing their name instead (SignatureField).
 */
import SignaturePadLib from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { SIGNATURE_LABELS } from '../../../schemas/agreement';

export interface SignaturePadProps {
  /** The drawing as a PNG data URL, or null when the pad is empty (clearing the value clears the pad). */
  value: string | null;
  /** A stroke ended (the drawing so far), or the pad was cleared (null). */
  onChange: (dataUrl: string | null) => void;
  /** ids of the help and error texts that describe the pad. */
  describedBy?: string;
  invalid?: boolean;
}

/** Sizes the canvas to its box at the screen's density, keeping what is drawn. */
function fit(canvas: HTMLCanvasElement, pad: SignaturePadLib): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (width === 0 || height === 0 || (canvas.width === width && canvas.height === height)) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.fromData(strokes);
}

/** A canvas to sign on; shows a note instead when the browser cannot draw on one. */
export function SignaturePad({ value, onChange, describedBy, invalid }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadLib | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // The latest callback, for the pad's listener set up once.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    let instance: SignaturePadLib;
    try {
      instance = new SignaturePadLib(element, { penColor: '#10243e', backgroundColor: 'rgba(0,0,0,0)', minWidth: 0.8, maxWidth: 2.6 });
    } catch {
      // The pad can only be tried on the mounted canvas; a browser that cannot draw gets the note, once.
      // oxlint-disable-next-line react/set-state-in-effect
      setUnavailable(true);
      return undefined;
    }
    pad.current = instance;
    fit(element, instance);
    const ended = () => changed.current(instance.isEmpty() ? null : instance.toDataURL('image/png'));
    instance.addEventListener('endStroke', ended);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fit(element, instance));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.removeEventListener('endStroke', ended);
      instance.off();
      pad.current = null;
    };
  }, []);

  // A cleared value (Clear, or a switch of method) clears the drawing; a value given from outside (a story) is drawn.
  useEffect(() => {
    const instance = pad.current;
    if (!instance) return;
    if (value === null && !instance.isEmpty()) instance.clear();
    if (value !== null && instance.isEmpty()) void instance.fromDataURL(value).catch(() => undefined);
  }, [value]);

  if (unavailable) return <p className="alert alert--info signature__unavailable">{SIGNATURE_LABELS.padUnavailable}</p>;
  return (
    <canvas
      ref={canvas}
      className={`signature__canvas${invalid ? ' signature__canvas--invalid' : ''}`}
      // A canvas named as an image is how a drawing surface gets a name (an <img> cannot be drawn on).
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-label={SIGNATURE_LABELS.pad}
      aria-describedby={describedBy}
      data-signed={value ? 'true' : 'false'}
    />
  );
}
